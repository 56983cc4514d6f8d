// Test fixture: the raw CMS query result with DESIGN.md's known values (project types, responsive,
// seo, admin, payments, custom-ml, every multiplier) plus a few invented features for the cases the
// known ones cannot reach (a feature missing for one type, odd prices, matching synonyms).
import type { RawPricingQueryResult } from './raw-pricing-schema'
import { buildPricingTables } from './build-tables'
import type { PricingTables } from './tables'

type RawFeature = RawPricingQueryResult['features'][number]

function feature(
  code: string,
  name: string,
  complexity: 'simple' | 'medium' | 'complex',
  category: RawFeature['category'],
  prices: Readonly<Record<string, readonly [basePrice: number, estimatedHours: number]>>,
  synonyms: string[] = [],
  requiresConsultation = false,
): RawFeature {
  return {
    code,
    name,
    synonyms,
    category,
    description: `${name}.`,
    complexity,
    requiresConsultation,
    prices: Object.entries(prices).map(([projectType, [basePrice, estimatedHours]]) => ({
      projectType,
      basePrice,
      estimatedHours,
    })),
  }
}

/** A fresh copy each call, so a test may break one field without touching the others. */
export function rawTestTables(): RawPricingQueryResult {
  return {
    projectTypes: [
      {
        code: 'website',
        name: 'Sitio Web Corporativo',
        description: 'Presencia profesional.',
        basePrice: 11250,
        estimatedDays: 15,
      },
      {
        code: 'ecommerce',
        name: 'Tienda en Línea',
        description: 'Vende en línea.',
        basePrice: 18750,
        estimatedDays: 25,
      },
      { code: 'webapp', name: 'Aplicación Web', description: 'A la medida.', basePrice: 26250, estimatedDays: 35 },
    ],
    features: [
      feature(
        'responsive',
        'Diseño Responsivo',
        'simple',
        'design',
        { website: [2250, 16], ecommerce: [3000, 20], webapp: [3750, 24] },
        ['diseño adaptable', 'mobile friendly', 'adaptable a moviles'],
      ),
      feature(
        'seo',
        'Optimización SEO',
        'simple',
        'marketing',
        { website: [3750, 12], ecommerce: [4500, 16], webapp: [5250, 20] },
        ['posicionamiento en buscadores', 'google'],
      ),
      feature(
        'admin',
        'Panel de Administración',
        'medium',
        'functionality',
        { website: [6000, 40], ecommerce: [9000, 56], webapp: [11250, 72] },
        ['backoffice', 'panel admin'],
      ),
      feature(
        'payments',
        'Pagos en Línea',
        'complex',
        'integration',
        { website: [7500, 24], ecommerce: [11250, 40], webapp: [13500, 48] },
        ['pasarela de pago', 'cobros con tarjeta', 'stripe'],
      ),
      feature(
        'custom-ml',
        'Inteligencia Artificial a Medida',
        'complex',
        'functionality',
        { website: [15000, 80], ecommerce: [15000, 80], webapp: [15000, 80] },
        ['machine learning', 'aprendizaje automatico'],
        true,
      ),
      // Invented: an odd price (x.5 under several multipliers) and no webapp row.
      feature('analytics', 'Analítica Web', 'simple', 'analytics', { website: [1505, 6], ecommerce: [2255, 10] }, [
        'estadisticas',
        'metricas de visitas',
      ]),
      // Invented: not offered for website.
      feature('chat', 'Chat en Vivo', 'medium', 'integration', { ecommerce: [5000, 30], webapp: [6250, 36] }, [
        'soporte en linea',
        'whatsapp',
      ]),
      feature(
        'multi-language',
        'Sitio Multilenguaje',
        'medium',
        'functionality',
        { website: [4125, 20], ecommerce: [5625, 28], webapp: [7125, 36] },
        ['varios idiomas', 'traduccion', 'bilingue'],
      ),
    ],
    settings: {
      currency: 'MXN',
      taxRate: 0.16,
      depositRate: 0.3,
      hoursPerDay: 8,
      complexity: { simple: 1, medium: 1.2, complex: 1.4 },
      timelines: [
        { code: 'urgent', label: '2-4 semanas', multiplier: 1.5, description: 'Entrega prioritaria (+50%).' },
        { code: 'normal', label: '1-2 meses', multiplier: 1, description: 'Ritmo estándar.' },
        { code: 'flexible', label: '2-3 meses', multiplier: 0.9, description: 'Sin prisa (-10%).' },
        { code: 'planning', label: 'Aún planificando', multiplier: 0.85, description: 'Explorando (-15%).' },
      ],
      supportLevels: [
        { code: 'basic', label: 'Básico', months: 3, multiplier: 1, description: '3 meses de soporte.' },
        { code: 'extended', label: 'Extendido', months: 6, multiplier: 1.15, description: '6 meses de soporte.' },
        { code: 'premium', label: 'Premium', months: 12, multiplier: 1.25, description: '12 meses de soporte.' },
      ],
      budgetRanges: [
        { code: 'small', label: 'Hasta $15,000', min: 0, max: 15000 },
        { code: 'medium', label: '$15,000 a $35,000', min: 15000, max: 35000 },
        { code: 'large', label: '$35,000 a $75,000', min: 35000, max: 75000 },
        { code: 'enterprise', label: 'Más de $75,000', min: 75000, max: null },
      ],
    },
  }
}

export const testTables: PricingTables = buildPricingTables(rawTestTables())
