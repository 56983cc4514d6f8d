import 'server-only'
import { z } from 'zod'
import { parseStaffEmails } from '@/domain/access/viewer'

/**
 * Every environment variable the server reads, validated once. Each service is either fully
 * configured (its production adapter) or not configured at all (its embedded default); a partial
 * configuration stops start-up with a message that names what is missing.
 */
const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const envSchema = z.object({
  NEXT_PUBLIC_SITE_URL: optional,
  SANITY_PROJECT_ID: optional,
  SANITY_DATASET: optional,
  SANITY_API_VERSION: optional,
  SANITY_API_READ_TOKEN: optional,
  SANITY_REVALIDATE_SECRET: optional,
  SANITY_STUDIO_URL: optional,
  LOCAL_DATASET_PATH: optional,
  DATABASE_URL: optional,
  PGLITE_DIR: optional,
  STRIPE_SECRET_KEY: optional,
  FACTURAPI_KEY: optional,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  PAYMENTS_DEMO: optional,
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  OPENAI_MODEL: optional,
  SMTP_URL: optional,
  MAIL_FROM: optional,
  SUPABASE_URL: optional,
  SUPABASE_PUBLISHABLE_KEY: optional,
  STAFF_EMAILS: optional,
  AUTH_SECRET: optional,
  TRUSTED_PROXY_HOPS: optional,
  RATE_LIMITS: optional,
  CRON_SECRET: optional,
  OUTBOX_INTERVAL_SECONDS: optional,
})

export type RawEnv = z.infer<typeof envSchema>

/** Where the studio runs by default (`npm run studio`); its origin may frame the site in draft mode. */
export const DEFAULT_STUDIO_URL = 'http://localhost:3333'
export const DEFAULT_SANITY_API_VERSION = '2026-11-01'
/** Where the embedded database keeps its files; a relative path is read from the repository root. */
export const DEFAULT_PGLITE_DIR = '.data/pglite'

export type ContentConfig =
  | {
      adapter: 'sanity'
      projectId: string
      dataset: string
      apiVersion: string
      token: string | undefined
      revalidateSecret: string
      studioOrigin: string
    }
  | {
      adapter: 'local'
      datasetPath: string | undefined
      /** Unset: a secret generated once per install (lib/content/local-revalidate-secret.ts). */
      revalidateSecret: string | undefined
      studioOrigin: string
    }

export type ServerConfig = {
  siteUrl: string
  content: ContentConfig
  database: { adapter: 'postgres'; url: string } | { adapter: 'pglite'; dataDir: string }
  /** The secret and webhook keys are server-only; the publishable key is passed to /checkout at request time. */
  payments: { adapter: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string } | { adapter: 'demo' }
  /** CFDI 4.0 stamping through Facturapi (DESIGN.md §10); without a key, documents are receipts, never "Factura". */
  invoicing: { adapter: 'facturapi'; apiKey: string } | { adapter: 'none' }
  /** The API key and base URL are server-only: never pass them to a client component. */
  assistant: { adapter: 'openai'; model: string; apiKey: string; baseURL: string | undefined } | { adapter: 'local' }
  /** `from`: the sender of every e-mail; unset, the site settings' name and e-mail are used. */
  email: { adapter: 'smtp'; url: string; from: string | undefined } | { adapter: 'outbox'; from: string | undefined }
  /**
   * Sign-in: Supabase Auth, or our own one-time links. `secret` signs the browser's request
   * capabilities (unset: a key the server generates once and keeps in the database).
   */
  auth: ({ adapter: 'supabase'; url: string; publishableKey: string } | { adapter: 'local' }) & {
    staffEmails: readonly string[]
    secret: string | undefined
  }
  /**
   * The local inbox (/bandeja-local) exists only on a machine with no real e-mail and no real
   * database: never when SMTP_URL or DATABASE_URL is set (DESIGN.md section 3).
   */
  localInbox: boolean
  /** How many proxies in front of the server append to x-forwarded-for (DESIGN.md §4, client addresses). */
  trustedProxyHops: number
  rateLimits: RateLimits
  /** Background work (DESIGN.md §3): the outbox worker's period, and the cron route's bearer secret (unset: no cron route). */
  outbox: { intervalSeconds: number; cronSecret: string | undefined }
}

/** A rate limit: `limit` requests per `windowSeconds`, counted in the database (DESIGN.md §3). */
export interface RateLimitRule {
  readonly limit: number
  readonly windowSeconds: number
}

/**
 * The limits on what costs us or others, sized for real people: an office behind one address sends
 * dozens of requests an hour, one conversation is dozens of messages. `RATE_LIMITS` overrides any of
 * them: `projectRequestsPerAddress=120/3600,chatPerAddress=600/3600`.
 */
export const DEFAULT_RATE_LIMITS = {
  /** Project requests from one client address (each one e-mails the agency and the contact). */
  projectRequestsPerAddress: { limit: 60, windowSeconds: 60 * 60 },
  /** Project requests naming one contact e-mail (each one e-mails that address). */
  projectRequestsPerEmail: { limit: 10, windowSeconds: 60 * 60 },
  /** Assistant messages from one client address: a few conversations of dozens of messages. */
  chatPerAddress: { limit: 300, windowSeconds: 60 * 60 },
  /** Invoice e-mails ("Enviar Factura") per request, and from one address. */
  documentEmailsPerRequest: { limit: 5, windowSeconds: 60 * 60 },
  documentEmailsPerAddress: { limit: 20, windowSeconds: 60 * 60 },
  /** PDFs (proposal, invoice, receipt) generated for one address. */
  pdfPerAddress: { limit: 60, windowSeconds: 10 * 60 },
  /** Sign-in links: a person asks for a few; an office behind one address, a few dozen an hour. */
  authLinksPerEmail: { limit: 5, windowSeconds: 15 * 60 },
  authLinksPerAddress: { limit: 30, windowSeconds: 60 * 60 },
  /** Past the e-mail's ceiling (authLinksPerEmail over every address), each address still gets one link an hour. */
  authLinkPastCeiling: { limit: 1, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS
export type RateLimits = Readonly<Record<RateLimitName, RateLimitRule>>

/** The defaults with `RATE_LIMITS`'s overrides (`name=limit/seconds`, comma-separated). */
export function parseRateLimits(source: string | undefined): RateLimits {
  const limits: Record<string, RateLimitRule> = { ...DEFAULT_RATE_LIMITS }
  for (const entry of (source ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^([A-Za-z]+)=(\d{1,9})\/(\d{1,7})$/.exec(entry)
    if (!match || !Object.hasOwn(DEFAULT_RATE_LIMITS, match[1]!) || Number(match[3]) < 1) {
      throw new ConfigError(
        `RATE_LIMITS: "${entry}" no es válido. Usa nombre=límite/segundos (por ejemplo chatPerAddress=300/3600); ` +
          `nombres: ${Object.keys(DEFAULT_RATE_LIMITS).join(', ')}.`,
      )
    }
    limits[match[1]!] = { limit: Number(match[2]), windowSeconds: Number(match[3]) }
  }
  return limits as RateLimits
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Names the variables of a group that are set while others of the same group are not. */
function requireAllOrNone(env: RawEnv, service: string, names: (keyof RawEnv)[]): boolean {
  const missing = names.filter((name) => !env[name])
  if (missing.length === 0) return true
  if (missing.length === names.length) return false
  throw new ConfigError(
    `Configuración incompleta de ${service}: faltan ${missing.join(', ')}. ` +
      `Define todas (${names.join(', ')}) o ninguna para usar el modo local.`,
  )
}

export function parseServerConfig(source: Record<string, string | undefined>): ServerConfig {
  const env = envSchema.parse(source)
  const sanity = requireAllOrNone(env, 'Sanity', [
    'SANITY_PROJECT_ID',
    'SANITY_DATASET',
    'SANITY_REVALIDATE_SECRET',
  ])
  const stripe = requireAllOrNone(env, 'Stripe', [
    'STRIPE_SECRET_KEY',
    'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
  ])
  if (stripe && !/^sk_(test|live)_/.test(env.STRIPE_SECRET_KEY!)) {
    throw new ConfigError('STRIPE_SECRET_KEY debe empezar con sk_test_ o sk_live_.')
  }
  if (stripe && !/^pk_(test|live)_/.test(env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY!)) {
    throw new ConfigError('NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY debe empezar con pk_test_ o pk_live_.')
  }
  if (stripe && env.STRIPE_SECRET_KEY!.slice(3, 7) !== env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY!.slice(3, 7)) {
    throw new ConfigError('Las llaves de Stripe deben ser del mismo modo (ambas de prueba o ambas en vivo).')
  }
  // DESIGN.md section 3: a deployment (DATABASE_URL set) never falls back to demo payments by accident.
  if (env.DATABASE_URL && !stripe && env.PAYMENTS_DEMO !== '1') {
    throw new ConfigError(
      'DATABASE_URL está definida pero Stripe no: el sitio aceptaría tarjetas de prueba como pagos reales. ' +
        'Define STRIPE_SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY y STRIPE_WEBHOOK_SECRET, ' +
        'o PAYMENTS_DEMO=1 si el modo de prueba es intencional.',
    )
  }
  if (env.PAYMENTS_DEMO !== undefined && env.PAYMENTS_DEMO !== '1') {
    throw new ConfigError('PAYMENTS_DEMO solo admite el valor 1 (modo de prueba intencional).')
  }
  if (env.OPENAI_BASE_URL && !env.OPENAI_API_KEY) {
    throw new ConfigError('Configuración incompleta del asistente: OPENAI_BASE_URL requiere OPENAI_API_KEY.')
  }
  if (env.SANITY_PROJECT_ID && !/^[a-z0-9-]+$/.test(env.SANITY_PROJECT_ID)) {
    throw new ConfigError('SANITY_PROJECT_ID solo admite minúsculas, números y guiones.')
  }
  if (env.MAIL_FROM && !/^(?:[^<>@]+<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/.test(env.MAIL_FROM)) {
    throw new ConfigError('MAIL_FROM debe ser un correo (ventas@webso.mx) o "Nombre <ventas@webso.mx>".')
  }
  const supabase = requireAllOrNone(env, 'Supabase Auth', ['SUPABASE_URL', 'SUPABASE_PUBLISHABLE_KEY'])
  if (supabase && !z.url({ protocol: /^https?$/ }).safeParse(env.SUPABASE_URL).success) {
    throw new ConfigError('SUPABASE_URL debe ser la URL del proyecto (https://<ref>.supabase.co).')
  }
  if (env.AUTH_SECRET && env.AUTH_SECRET.length < 32) {
    throw new ConfigError('AUTH_SECRET debe tener al menos 32 caracteres (por ejemplo: openssl rand -base64 32).')
  }
  const hops = z.coerce.number().int().min(0).max(10).safeParse(env.TRUSTED_PROXY_HOPS ?? '0')
  if (!hops.success) throw new ConfigError('TRUSTED_PROXY_HOPS debe ser un número entero de 0 a 10.')
  const interval = z.coerce.number().int().min(1).max(3600).safeParse(env.OUTBOX_INTERVAL_SECONDS ?? '30')
  if (!interval.success) throw new ConfigError('OUTBOX_INTERVAL_SECONDS debe ser un número entero de 1 a 3600.')
  if (env.CRON_SECRET && env.CRON_SECRET.length < 16) {
    throw new ConfigError('CRON_SECRET debe tener al menos 16 caracteres (por ejemplo: openssl rand -base64 32).')
  }
  const studioUrl = z.url({ protocol: /^https?$/ }).safeParse(env.SANITY_STUDIO_URL ?? DEFAULT_STUDIO_URL)
  if (!studioUrl.success) throw new ConfigError('SANITY_STUDIO_URL debe ser la URL del estudio (https://<proyecto>.sanity.studio).')
  const studioOrigin = new URL(studioUrl.data).origin
  const siteUrl = z.url().safeParse(env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000')
  if (!siteUrl.success) throw new ConfigError('NEXT_PUBLIC_SITE_URL debe ser una URL completa (https://...).')

  return {
    siteUrl: siteUrl.data.replace(/\/$/, ''),
    content: sanity
      ? {
          adapter: 'sanity',
          projectId: env.SANITY_PROJECT_ID!,
          dataset: env.SANITY_DATASET!,
          apiVersion: env.SANITY_API_VERSION ?? DEFAULT_SANITY_API_VERSION,
          token: env.SANITY_API_READ_TOKEN,
          revalidateSecret: env.SANITY_REVALIDATE_SECRET!,
          studioOrigin,
        }
      : {
          adapter: 'local',
          datasetPath: env.LOCAL_DATASET_PATH,
          revalidateSecret: env.SANITY_REVALIDATE_SECRET,
          studioOrigin,
        },
    database: env.DATABASE_URL
      ? { adapter: 'postgres', url: env.DATABASE_URL }
      : { adapter: 'pglite', dataDir: env.PGLITE_DIR ?? DEFAULT_PGLITE_DIR },
    payments: stripe
      ? {
          adapter: 'stripe',
          secretKey: env.STRIPE_SECRET_KEY!,
          publishableKey: env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
        }
      : { adapter: 'demo' },
    invoicing: env.FACTURAPI_KEY ? { adapter: 'facturapi', apiKey: env.FACTURAPI_KEY } : { adapter: 'none' },
    assistant: env.OPENAI_API_KEY
      ? { adapter: 'openai', model: env.OPENAI_MODEL ?? 'gpt-4.1-mini', apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL }
      : { adapter: 'local' },
    email: env.SMTP_URL
      ? { adapter: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM }
      : { adapter: 'outbox', from: env.MAIL_FROM },
    auth: {
      ...(supabase ? { adapter: 'supabase' as const, url: env.SUPABASE_URL!.replace(/\/$/, ''), publishableKey: env.SUPABASE_PUBLISHABLE_KEY! } : { adapter: 'local' as const }),
      staffEmails: parseStaffEmails(env.STAFF_EMAILS),
      secret: env.AUTH_SECRET,
    },
    localInbox: !env.SMTP_URL && !env.DATABASE_URL,
    trustedProxyHops: hops.data,
    rateLimits: parseRateLimits(env.RATE_LIMITS),
    outbox: { intervalSeconds: interval.data, cronSecret: env.CRON_SECRET },
  }
}

let cached: ServerConfig | undefined

/** The server configuration from process.env, parsed on first use (and at start-up, see instrumentation.ts). */
export function serverConfig(): ServerConfig {
  cached ??= parseServerConfig(process.env)
  return cached
}
