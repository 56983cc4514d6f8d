import { describe, expect, it } from 'vitest'
import { ConfigError, LOCAL_REVALIDATE_SECRET, parseServerConfig } from './env'

describe('parseServerConfig', () => {
  it('chooses every embedded default when nothing is set', () => {
    const config = parseServerConfig({})
    expect(config.content).toEqual({ adapter: 'local', datasetPath: undefined, revalidateSecret: LOCAL_REVALIDATE_SECRET })
    expect(config.database.adapter).toBe('pglite')
    expect(config.payments.adapter).toBe('demo')
    expect(config.assistant.adapter).toBe('local')
    expect(config.email.adapter).toBe('outbox')
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
    expect(config.database.adapter).toBe('postgres')
    expect(config.payments.adapter).toBe('stripe')
    expect(config.assistant).toEqual({ adapter: 'openai', model: 'gpt-4.1-mini' })
    expect(config.email.adapter).toBe('smtp')
    expect(config.siteUrl).toBe('https://webso.mx')
  })

  it.each([
    [{ SANITY_PROJECT_ID: 'abc123' }, /Sanity: faltan SANITY_DATASET, SANITY_REVALIDATE_SECRET/],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, /Stripe: faltan NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/],
    [{ OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1' }, /OPENAI_BASE_URL requiere OPENAI_API_KEY/],
    [{ NEXT_PUBLIC_SITE_URL: 'webso.mx' }, /NEXT_PUBLIC_SITE_URL/],
  ])('stops on a partial or malformed configuration: %o', (env, message) => {
    expect(() => parseServerConfig(env)).toThrow(ConfigError)
    expect(() => parseServerConfig(env)).toThrow(message)
  })
})
