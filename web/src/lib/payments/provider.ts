import 'server-only'
import type Stripe from 'stripe'
import { serverConfig } from '@/config/env'
import type { Database } from '@/lib/db/client'
import { createDemoProvider } from './demo-provider'
import type { PaymentProvider } from './port'
import { createStripeClient, createStripeProvider } from './stripe-provider'

const CLIENT = Symbol.for('webso.stripeClient')
type Holder = { [CLIENT]?: Stripe }

/** The configured Stripe client (one per process), or undefined in demo mode. */
export function stripeClient(): Stripe | undefined {
  const config = serverConfig().payments
  if (config.adapter !== 'stripe') return undefined
  const holder = globalThis as Holder
  holder[CLIENT] ??= createStripeClient(config.secretKey)
  return holder[CLIENT]
}

/** The configured provider: Stripe with its keys, otherwise the demo provider on the app's database. */
export function paymentProvider(db: Database): PaymentProvider {
  const stripe = stripeClient()
  return stripe ? createStripeProvider(stripe) : createDemoProvider(db)
}
