// The fixed vocabularies of the site, written once: each code with its Spanish label. The studio's
// option lists, the zod enums, the database CHECK constraints and every label a visitor reads are
// derived from these lists (studio/schemas/shared/options.ts, domain/pricing/pricing-codes.ts,
// lib/db/schema.ts, domain/orders/*). Pure data with no imports, so the studio can import it too.

export interface CodeOption<T extends string = string> {
  readonly value: T
  /** Spanish, as editors and visitors read it. */
  readonly title: string
}

type Values<L extends readonly CodeOption[]> = L[number]['value']

/** The codes of a list, in order. */
export function codesOf<const L extends readonly CodeOption[]>(list: L): Values<L>[] {
  return list.map((option) => option.value) as Values<L>[]
}

/** The label of `code` in `list`, or undefined for a code the list does not have. */
export function labelOf(list: readonly CodeOption[], code: unknown): string | undefined {
  return list.find((option) => option.value === code)?.title
}

/** Every label of a list by code, for lookups typed by the list's codes. */
export function labelsOf<const L extends readonly CodeOption[]>(list: L): Readonly<Record<Values<L>, string>> {
  return Object.fromEntries(list.map((option) => [option.value, option.title])) as Record<Values<L>, string>
}

export function isCodeOf<const L extends readonly CodeOption[]>(list: L, value: unknown): value is Values<L> {
  return list.some((option) => option.value === value)
}

/**
 * Project types. The three are protected: the database, the assistant and the wizard rely on them,
 * so the studio refuses to delete or rename them.
 */
export const PROJECT_TYPES = [
  { value: 'website', title: 'Sitio web' },
  { value: 'ecommerce', title: 'Tienda en línea' },
  { value: 'webapp', title: 'Aplicación web' },
] as const satisfies readonly CodeOption[]
export type ProjectTypeCode = Values<typeof PROJECT_TYPES>

/** Delivery paces (protected: timeline-from-days and the assistant use every one). */
export const TIMELINES = [
  { value: 'urgent', title: 'Urgente' },
  { value: 'normal', title: 'Normal' },
  { value: 'flexible', title: 'Flexible' },
  { value: 'planning', title: 'Planeación' },
] as const satisfies readonly CodeOption[]
export type TimelineCode = Values<typeof TIMELINES>

/** Support plans (protected: "basic" is the default of every quote). */
export const SUPPORT_LEVELS = [
  { value: 'basic', title: 'Básico' },
  { value: 'extended', title: 'Extendido' },
  { value: 'premium', title: 'Premium' },
] as const satisfies readonly CodeOption[]
export type SupportLevelCode = Values<typeof SUPPORT_LEVELS>
export const DEFAULT_SUPPORT_LEVEL: SupportLevelCode = 'basic'

/** Budget brackets (protected: the assistant maps amounts onto them). */
export const BUDGET_RANGES = [
  { value: 'small', title: 'Pequeño' },
  { value: 'medium', title: 'Mediano' },
  { value: 'large', title: 'Grande' },
  { value: 'enterprise', title: 'Empresarial' },
] as const satisfies readonly CodeOption[]
export type BudgetCode = Values<typeof BUDGET_RANGES>

/** How a client pays the deposit (spec section 3). */
export const PAYMENT_METHODS = [
  { value: 'card', title: 'Tarjeta de Crédito/Débito' },
  { value: 'transfer', title: 'Transferencia Bancaria' },
] as const satisfies readonly CodeOption[]
export type PaymentMethodCode = Values<typeof PAYMENT_METHODS>

/** A request's project status (spec section 4). */
export const PROJECT_STATUSES = [
  { value: 'pending', title: 'Pendiente' },
  { value: 'contacted', title: 'Contactado' },
  { value: 'in_progress', title: 'En Progreso' },
  { value: 'completed', title: 'Completado' },
  { value: 'cancelled', title: 'Cancelado' },
] as const satisfies readonly CodeOption[]
export type ProjectStatusCode = Values<typeof PROJECT_STATUSES>

/**
 * A request's payment status (spec section 4). `awaiting_payment` (DESIGN.md section 10): an OXXO
 * voucher or SPEI transfer was issued and the webhook has not confirmed it yet.
 */
export const PAYMENT_STATUSES = [
  { value: 'pending', title: 'Pendiente' },
  { value: 'awaiting_payment', title: 'Esperando Pago' },
  { value: 'deposit_paid', title: 'Depósito Pagado' },
  { value: 'milestone1_paid', title: 'Hito 1 Pagado' },
  { value: 'fully_paid', title: 'Completamente Pagado' },
  { value: 'refunded', title: 'Reembolsado' },
] as const satisfies readonly CodeOption[]
export type PaymentStatusCode = Values<typeof PAYMENT_STATUSES>

/**
 * The only link schemes rich text may use (DESIGN.md section 4): checked by the studio when an
 * editor writes a link and again by the site when it renders one.
 */
export const LINK_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const

/** Whether `href` is an absolute link with one of LINK_SCHEMES ("https://…", "mailto:…"). */
export function isAllowedLink(href: unknown): href is string {
  if (typeof href !== 'string') return false
  const match = /^([a-z][a-z0-9+.-]*):(.+)$/i.exec(href.trim())
  if (!match || /[\s<>"]/.test(href.trim())) return false
  const scheme = match[1]!.toLowerCase()
  if (!(LINK_SCHEMES as readonly string[]).includes(scheme)) return false
  // http(s), irc(s) need a host after "//"; mailto and xmpp an address.
  return scheme === 'mailto' || scheme === 'xmpp' ? /^[^@\s]+@[^@\s]+$/.test(match[2]!.split('?')[0]!) : /^\/\/[^/\s]+/.test(match[2]!)
}
