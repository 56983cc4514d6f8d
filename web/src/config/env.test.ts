import { describe, expect, it } from 'vitest'
import { ConfigError, DEFAULT_PGLITE_DIR, parseServerConfig } from './env'

describe('parseServerConfig', () => {
  it('chooses every embedded default when nothing is set', () => {
    const config = parseServerConfig({})
    // No revalidation secret in the repository: local mode generates one per install.
    expect(config.content).toEqual({ adapter: 'local', datasetPath: undefined, revalidateSecret: undefined, studioOrigin: 'http://localhost:3333' })
    expect(config.localInbox).toBe(true)
    expect(config.database).toEqual({ adapter: 'pglite', dataDir: DEFAULT_PGLITE_DIR })
    expect(config.payments.adapter).toBe('demo')
    expect(config.assistant.adapter).toBe('local')
    expect(config.email).toEqual({ adapter: 'outbox', from: undefined })
    expect(config.siteUrl).toBe('http://localhost:3000')
  })

  it('treats empty strings as unset (a copied .env.example)', () => {
    expect(parseServerConfig({ SANITY_PROJECT_ID: '', STRIPE_SECRET_KEY: ' ' }).content.adapter).toBe('local')
  })

  it('chooses the production adapters when their groups are complete', () => {
    const config = parseServerConfig({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      SANITY_REVALIDATE_SECRET: 's3cret',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/webso',
      STRIPE_SECRET_KEY: 'sk_test_x',
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      OPENAI_API_KEY: 'sk-x',
      SMTP_URL: 'smtp://localhost:2525',
      NEXT_PUBLIC_SITE_URL: 'https://webso.mx/',
    })
    expect(config.content).toMatchObject({ adapter: 'sanity', projectId: 'abc123', dataset: 'production' })
    expect(config.database).toEqual({ adapter: 'postgres', url: 'postgres://u:p@127.0.0.1:5432/webso' })
    expect(config.payments.adapter).toBe('stripe')
    expect(config.assistant).toEqual({ adapter: 'openai', model: 'gpt-4.1-mini', apiKey: 'sk-x', baseURL: undefined })
    expect(config.email).toEqual({ adapter: 'smtp', url: 'smtp://localhost:2525', from: undefined })
    expect(config.siteUrl).toBe('https://webso.mx')
  })

  it('reads the embedded database folder and the sender of e-mails', () => {
    const config = parseServerConfig({ PGLITE_DIR: '/tmp/webso-db', MAIL_FROM: 'Webso <ventas@webso.mx>' })
    expect(config.database).toEqual({ adapter: 'pglite', dataDir: '/tmp/webso-db' })
    expect(config.email).toEqual({ adapter: 'outbox', from: 'Webso <ventas@webso.mx>' })
    expect(parseServerConfig({ MAIL_FROM: 'ventas@webso.mx' }).email.from).toBe('ventas@webso.mx')
  })

  it.each([
    [{ MAIL_FROM: 'Webso' }, /MAIL_FROM/],
    [{ SANITY_PROJECT_ID: 'abc123' }, /Sanity: faltan SANITY_DATASET, SANITY_REVALIDATE_SECRET/],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, /Stripe: faltan NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/],
    [{ OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1' }, /OPENAI_BASE_URL requiere OPENAI_API_KEY/],
    [{ NEXT_PUBLIC_SITE_URL: 'webso.mx' }, /NEXT_PUBLIC_SITE_URL/],
  ])('stops on a partial or malformed configuration: %o', (env, message) => {
    expect(() => parseServerConfig(env)).toThrow(ConfigError)
    expect(() => parseServerConfig(env)).toThrow(message)
  })
})

describe('parseServerConfig: payments', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_abc', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_def', STRIPE_WEBHOOK_SECRET: 'whsec_ghi' }

  it('carries the three Stripe keys for the server', () => {
    expect(parseServerConfig(keys).payments).toEqual({ adapter: 'stripe', secretKey: 'sk_test_abc', publishableKey: 'pk_test_def', webhookSecret: 'whsec_ghi' })
  })

  it.each([
    [{ ...keys, STRIPE_SECRET_KEY: 'pk_test_abc' }, /STRIPE_SECRET_KEY/],
    [{ ...keys, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'sk_test_def' }, /NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY/],
    [{ ...keys, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_def' }, /mismo modo/],
  ])('refuses keys that cannot work together: %o', (env, message) => {
    expect(() => parseServerConfig(env)).toThrow(message)
  })
})

describe('parseServerConfig: the assistant', () => {
  it('reads an OpenAI-compatible endpoint (key, base URL, model) for the server only', () => {
    const config = parseServerConfig({ OPENAI_API_KEY: 'sk-y', OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1', OPENAI_MODEL: 'llama3' })
    expect(config.assistant).toEqual({ adapter: 'openai', model: 'llama3', apiKey: 'sk-y', baseURL: 'http://127.0.0.1:8080/v1' })
  })
})

describe('parseServerConfig: the demo guard (DESIGN.md section 3)', () => {
  const database = { DATABASE_URL: 'postgres://u:p@db.example.com:5432/webso' }
  const stripe = { STRIPE_SECRET_KEY: 'sk_live_abc', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_def', STRIPE_WEBHOOK_SECRET: 'whsec_ghi' }

  it('refuses to start a deployment (DATABASE_URL) without Stripe, naming the way out', () => {
    expect(() => parseServerConfig(database)).toThrow(ConfigError)
    expect(() => parseServerConfig(database)).toThrow(/PAYMENTS_DEMO=1/)
  })

  it('starts it in demo payments only when PAYMENTS_DEMO=1 says so on purpose', () => {
    expect(parseServerConfig({ ...database, PAYMENTS_DEMO: '1' }).payments).toEqual({ adapter: 'demo' })
    expect(() => parseServerConfig({ ...database, PAYMENTS_DEMO: 'true' })).toThrow(/PAYMENTS_DEMO/)
  })

  it('starts a deployment with Stripe, and a fresh machine (no DATABASE_URL) in demo mode', () => {
    expect(parseServerConfig({ ...database, ...stripe }).payments.adapter).toBe('stripe')
    expect(parseServerConfig({}).payments.adapter).toBe('demo')
  })
})

describe('parseServerConfig: the local inbox', () => {
  it('exists only with neither SMTP_URL nor DATABASE_URL', () => {
    expect(parseServerConfig({}).localInbox).toBe(true)
    expect(parseServerConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).localInbox).toBe(false)
    expect(parseServerConfig({ DATABASE_URL: 'postgres://u:p@db:5432/w', PAYMENTS_DEMO: '1' }).localInbox).toBe(false)
    // An outbox deployment (DATABASE_URL, no SMTP) keeps its e-mails in the outbox but shows no inbox.
    const deployment = parseServerConfig({ DATABASE_URL: 'postgres://u:p@db:5432/w', PAYMENTS_DEMO: '1' })
    expect(deployment.email.adapter).toBe('outbox')
  })
})

describe('parseServerConfig: the studio origin (frame-ancestors in draft mode)', () => {
  it('defaults to the local studio and keeps only the origin of SANITY_STUDIO_URL', () => {
    expect(parseServerConfig({}).content.studioOrigin).toBe('http://localhost:3333')
    expect(parseServerConfig({ SANITY_STUDIO_URL: 'https://webso.sanity.studio/desk' }).content.studioOrigin).toBe('https://webso.sanity.studio')
    expect(() => parseServerConfig({ SANITY_STUDIO_URL: 'javascript:alert(1)' })).toThrow(/SANITY_STUDIO_URL/)
  })
})
