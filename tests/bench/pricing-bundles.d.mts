// Types of pricing-bundles.mjs for the TypeScript specs that import it.
import type { calculatePrice, PricingResult, ProjectConfig } from '../../web/src/domain/pricing/calculate-price'
import type { matchFeatures } from '../../web/src/domain/catalogue/match-features'
import type { featuresFor } from '../../web/src/domain/pricing/features-for'
import type { buildPricingTables } from '../../web/src/domain/pricing/build-tables'
import type { PricingTables } from '../../web/src/domain/pricing/tables'
import type { validateProjectConfig } from '../../web/src/domain/pricing/validate-config'

export type { PricingResult, PricingTables, ProjectConfig }

export declare const repositoryRoot: string
export declare const bundledDatasetPath: string
export declare const BROWSER_GLOBAL: 'WebsoPricing'

export declare function buildBrowserPricingBundle(): Promise<string>

export interface PricingDomain {
  calculatePrice: typeof calculatePrice
  validateProjectConfig: typeof validateProjectConfig
  featuresFor: typeof featuresFor
  matchFeatures: typeof matchFeatures
  DEFAULT_MATCH_THRESHOLD: number
  ASSISTANT_MATCH_THRESHOLD: number
  buildPricingTables: typeof buildPricingTables
  rawPricingFromDataset(datasetPath: string): Promise<unknown>
  pricingTablesFromDataset(datasetPath: string): Promise<PricingTables>
}

export declare function loadPricingDomain(): Promise<PricingDomain>
