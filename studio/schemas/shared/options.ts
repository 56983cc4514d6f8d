import {
  BUDGET_RANGES,
  PROJECT_TYPES,
  SUPPORT_LEVELS,
  TIMELINES,
} from '../../../web/src/domain/codes/code-lists'

/**
 * Closed value sets shared by the schema, each value with the Spanish label editors see.
 * The values are the ids the site and the pricing engine rely on (docs/content-model.md). The
 * protected lists (project types, timelines, support levels, budget ranges) come from the site's one
 * code-list module, so the studio and the site can never disagree on them.
 */

export interface ListOption<T extends string = string> {
  readonly title: string
  readonly value: T
}

export const PROJECT_TYPE_CODES = PROJECT_TYPES

export const FEATURE_CODES = [
  {title: 'Diseño responsivo (responsive)', value: 'responsive'},
  {title: 'Optimización SEO (seo)', value: 'seo'},
  {title: 'Gestor de contenidos (cms)', value: 'cms'},
  {title: 'Autenticación de usuarios (auth)', value: 'auth'},
  {title: 'Panel de administración (admin)', value: 'admin'},
  {title: 'Redes sociales (social)', value: 'social'},
  {title: 'Pagos en línea (payments)', value: 'payments'},
  {title: 'Chat en vivo (chat)', value: 'chat'},
  {title: 'Analítica (analytics)', value: 'analytics'},
  {title: 'Notificaciones (notifications)', value: 'notifications'},
  {title: 'Integración de APIs (apis)', value: 'apis'},
  {title: 'Varios idiomas (multi-language)', value: 'multi-language'},
  {title: 'Comercio electrónico avanzado (ecommerce-advanced)', value: 'ecommerce-advanced'},
  {title: 'Búsqueda avanzada (search-advanced)', value: 'search-advanced'},
  {title: 'Panel de usuario (user-dashboard)', value: 'user-dashboard'},
  {title: 'Gestión de archivos (file-management)', value: 'file-management'},
  {title: 'Integración con CRM (crm-integration)', value: 'crm-integration'},
  {title: 'Suscripciones (subscription)', value: 'subscription'},
  {title: 'Inventario (inventory)', value: 'inventory'},
  {title: 'Envíos (shipping)', value: 'shipping'},
  {title: 'Aprendizaje automático a la medida (custom-ml)', value: 'custom-ml'},
] as const satisfies readonly ListOption[]

export const FEATURE_CATEGORIES = [
  {title: 'Diseño', value: 'design'},
  {title: 'Marketing', value: 'marketing'},
  {title: 'Funcionalidad', value: 'functionality'},
  {title: 'Integración', value: 'integration'},
  {title: 'Analítica', value: 'analytics'},
] as const satisfies readonly ListOption[]

export const COMPLEXITY_LEVELS = [
  {title: 'Simple', value: 'simple'},
  {title: 'Media', value: 'medium'},
  {title: 'Compleja', value: 'complex'},
] as const satisfies readonly ListOption[]

export const TIMELINE_CODES = TIMELINES
export const SUPPORT_LEVEL_CODES = SUPPORT_LEVELS
export const BUDGET_RANGE_CODES = BUDGET_RANGES

export const SERVICE_ICONS = [
  {title: 'Monitor (desarrollo web)', value: 'monitor'},
  {title: 'Carrito (comercio electrónico)', value: 'shopping-cart'},
  {title: 'Capas (aplicaciones)', value: 'layers'},
  {title: 'Sonrisa (soporte)', value: 'smile'},
] as const satisfies readonly ListOption[]

export const VALUE_ICONS = [
  {title: 'Palomita en círculo', value: 'check-circle'},
  {title: 'Capas', value: 'layers'},
  {title: 'Personas', value: 'users'},
] as const satisfies readonly ListOption[]

export const TECHNOLOGY_CLASS_NAMES = [
  {title: 'React', value: 'react'},
  {title: 'Node.js', value: 'nodejs'},
  {title: 'Python', value: 'python'},
  {title: 'AWS', value: 'aws'},
  {title: 'MongoDB', value: 'mongodb'},
  {title: 'PostgreSQL', value: 'postgresql'},
] as const satisfies readonly ListOption[]

/** The values of a list, for validation and tests. */
export function valuesOf<T extends string>(list: readonly ListOption<T>[]): T[] {
  return list.map((option) => option.value)
}
