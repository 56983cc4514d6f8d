import { defineQuery } from 'next-sanity'

/**
 * Every GROQ query of the site. The same text runs against the Content Lake (next-sanity) and,
 * with nothing configured, against the bundled dataset (groq-js). `sanity typegen generate` turns
 * each one into a `<NAME>_RESULT` type in sanity.types.ts.
 */

const image = /* groq */ `{ alt, "url": asset->url }`
const stat = /* groq */ `{ _key, value, label }`
const ordered = /* groq */ `| order(order asc, _createdAt asc)`

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  name, tagline, description, siteUrl, phone, email, supportEmail, salesEmail, openingHours,
  address{ street, locality, region, postalCode, country },
  stats[]${stat},
  callToAction{ title, text, buttonLabel, phoneLabel },
  map{ title, text, embedUrl, linkUrl, latitude, longitude },
  bankDetails{ bank, accountHolder, clabe, accountNumber }
}`)

export const HOME_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "homePage" && _id == "homePage"][0]{
    heroTitle, heroSubtitle, heroPrimaryLabel, heroSecondaryLabel,
    processTitle, processSubtitle, cycleEyebrow, cycleTitle, cycleNotes,
    metricsTitle, metricsSubtitle, technologiesTitle, technologiesSubtitle, technologiesMoreLabel
  },
  "stages": *[_type == "processStage"] ${ordered} { _id, title, description },
  "metrics": *[_type == "metric"] ${ordered} { _id, label, value, color, description },
  "technologies": *[_type == "technology"] ${ordered} { _id, name, className, letter, color, featured }
}`)

export const SERVICES_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "servicesPage" && _id == "servicesPage"][0]{ title, subtitle },
  "services": *[_type == "service"] ${ordered} { _id, title, description, icon, features }
}`)

export const ABOUT_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "aboutPage" && _id == "aboutPage"][0]{
    heroEyebrow, heroText, whyTitle, whyText, teamImage${image}, badges[]${stat},
    storyTitle, storyText, assistantTitle, assistantText, assistantStats[]${stat}
  },
  "values": *[_type == "valueItem"] ${ordered} { _id, title, description, icon },
  "technologies": *[_type == "technology"] ${ordered} { _id, name, className, letter, color, featured },
  "technologiesTitle": *[_type == "homePage" && _id == "homePage"][0].technologiesTitle,
  "technologiesMoreLabel": *[_type == "homePage" && _id == "homePage"][0].technologiesMoreLabel
}`)

export const PORTFOLIO_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "portfolioPage" && _id == "portfolioPage"][0]{ title, subtitle, moreInfoLabel, testimonialsTitle, testimonialsSubtitle },
  "projects": *[_type == "portfolioProject" && defined(slug.current)] ${ordered} {
    _id, title, brand, description, tags, "slug": slug.current, "image": images[0]${image}
  },
  "testimonials": *[_type == "testimonial"] ${ordered} { _id, name, position, content }
}`)

export const PORTFOLIO_PROJECT_QUERY = defineQuery(`*[_type == "portfolioProject" && slug.current == $slug][0]{
  _id, title, brand, description, fullDescription, technologies, features,
  images[]${image}, liveUrl, repositoryUrl, challenge, solution, results, tags,
  "slug": slug.current
}`)

export const PORTFOLIO_SLUGS_QUERY = defineQuery(
  `*[_type == "portfolioProject" && defined(slug.current)] ${ordered} { "slug": slug.current, _updatedAt }`,
)

export const GREEK_QUOTES_QUERY = defineQuery(`*[_type == "greekQuote"] { _id, text, author }`)

/** The pricing tables: every project type, feature and the pricing settings (DESIGN.md section 5). */
export const PRICING_TABLES_QUERY = defineQuery(`{
  "projectTypes": *[_type == "projectType"] ${ordered} { code, name, description, basePrice, estimatedDays },
  "features": *[_type == "feature"] ${ordered} {
    code, name, synonyms, category, description, complexity, requiresConsultation,
    prices[]{ "projectType": projectType->code, basePrice, estimatedHours }
  },
  "settings": *[_type == "pricingSettings" && _id == "pricingSettings"][0]{
    currency, taxRate, depositRate, hoursPerDay, complexity{ simple, medium, complex },
    paymentSteps{ deposit{ label, due }, milestone1{ label, due }, final{ label, due } },
    timelines[]{ code, label, multiplier, description },
    supportLevels[]{ code, label, months, multiplier, description },
    budgetRanges[]{ code, label, min, max }
  }
}`)
