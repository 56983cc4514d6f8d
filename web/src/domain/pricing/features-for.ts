// The wizard's feature list depends on the project type: only features with a price row for it.
import { ownEntry, type OfferedFeature, type PricingTables } from './tables'

/** The features offered for a project type, in CMS order, each with its price for that type; [] for an unknown type. */
export function featuresFor(projectType: string, tables: PricingTables): readonly OfferedFeature[] {
  return ownEntry(tables.features, projectType) ?? []
}
