// GET /api/catalogue: the feature catalogue, straight from the CMS pricing tables.
//   ?projectType=website  → the features offered for that type, each with its price for it
//   (no projectType)      → every feature (code, name, category) and the project types
import { connection } from 'next/server'
import { featuresFor } from '@/domain/pricing/features-for'
import { PricingTablesError } from '@/domain/pricing/build-tables'
import { ownEntry, type PricingTables } from '@/domain/pricing/tables'
import { CONFIG_MESSAGES } from '@/domain/pricing/validate-config'
import { getPricingTables } from '@/lib/content/loaders'
import { jsonError } from '@/lib/http/json-error'
import { route } from '@/lib/http/route'

const CATALOGUE_FAULT_MESSAGE = 'No se pudo cargar el catálogo'

function offeredCatalogue(projectType: string, tables: PricingTables): Response {
  const type = ownEntry(tables.projectTypes, projectType)
  if (type === undefined) return jsonError(400, CONFIG_MESSAGES.invalidProjectType)
  return Response.json({
    projectType: { code: type.code, name: type.name, basePrice: type.basePrice, estimatedDays: type.estimatedDays },
    features: featuresFor(type.code, tables).map((f) => ({
      code: f.code,
      name: f.name,
      /** The base price for this project type, before the complexity multiplier. */
      price: f.basePrice,
      category: f.category,
      description: f.description,
      complexity: f.complexity,
      requiresConsultation: f.requiresConsultation,
    })),
  })
}

function wholeCatalogue(tables: PricingTables): Response {
  return Response.json({
    projectTypes: Object.values(tables.projectTypes).map((t) => ({ code: t.code, name: t.name })),
    features: tables.catalogue.map((f) => ({ code: f.code, name: f.name, category: f.category })),
  })
}

export const GET = route({ name: 'api/catalogue' }, async ({ request }) => {
  // Answered per request (the query string decides); the tables themselves come from the cache.
  await connection()
  const projectType = new URL(request.url).searchParams.get('projectType')
  let tables: PricingTables
  try {
    tables = await getPricingTables()
  } catch (error) {
    console.error(
      '[api/catalogue] Could not load the pricing tables:',
      error instanceof PricingTablesError ? error.message : error,
    )
    return jsonError(500, CATALOGUE_FAULT_MESSAGE)
  }
  return projectType === null ? wholeCatalogue(tables) : offeredCatalogue(projectType, tables)
})
