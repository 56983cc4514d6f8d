import {budgetRange} from './objects/budget-range'
import {priceRow} from './objects/price-row'
import {stat} from './objects/stat'
import {supportLevel} from './objects/support-level'
import {timeline} from './objects/timeline'
import {feature} from './documents/feature'
import {greekQuote} from './documents/greek-quote'
import {metric} from './documents/metric'
import {portfolioProject} from './documents/portfolio-project'
import {processStage} from './documents/process-stage'
import {projectType} from './documents/project-type'
import {service} from './documents/service'
import {technology} from './documents/technology'
import {testimonial} from './documents/testimonial'
import {valueItem} from './documents/value-item'
import {aboutPage} from './singletons/about-page'
import {homePage} from './singletons/home-page'
import {portfolioPage} from './singletons/portfolio-page'
import {pricingSettings} from './singletons/pricing-settings'
import {servicesPage} from './singletons/services-page'
import {siteSettings} from './singletons/site-settings'

/** Every schema type of the studio: singletons, then documents, then objects (docs/content-model.md). */
export const schemaTypes = [
  // Singletons
  siteSettings,
  homePage,
  servicesPage,
  aboutPage,
  portfolioPage,
  pricingSettings,
  // Documents
  service,
  technology,
  metric,
  valueItem,
  processStage,
  portfolioProject,
  testimonial,
  greekQuote,
  projectType,
  feature,
  // Objects
  stat,
  priceRow,
  timeline,
  supportLevel,
  budgetRange,
]
