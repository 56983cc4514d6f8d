import { serverConfig } from '@/config/env'
import { checkoutDeps } from '@/features/checkout/server/deps'
import { CHECKOUT_MESSAGES } from '@/features/checkout/server/messages'
import { handleStripeWebhook } from '@/features/checkout/server/stripe-webhook'
import { jsonError } from '@/lib/http/json-error'
import { stripeClient } from '@/lib/payments/provider'
import { deliverOutboxAfterResponse } from '@/lib/email/deliver-after-response'
import { LARGEST_REQUEST_BODY_BYTES } from '@/lib/http/read-json-body'
import { route } from '@/lib/http/route'

/** Stripe's events are a few kilobytes; a megabyte is far beyond any of them. */
const MAX_BODY_BYTES = LARGEST_REQUEST_BODY_BYTES

/** Verified Stripe events (DESIGN.md §6). Exists only with Stripe configured. */
export const POST = route({ name: 'api/stripe/webhook', rawText: { maxBytes: MAX_BODY_BYTES }, fromOtherSites: true }, async ({ request, text: rawBody }) => {
  const config = serverConfig().payments
  const stripe = stripeClient()
  if (config.adapter !== 'stripe' || !stripe) return jsonError(404, CHECKOUT_MESSAGES.stripeOnly)
  // `rawBody`: the raw body, byte for byte: the signature is computed over it.
  const deps = await checkoutDeps()
  const answer = await handleStripeWebhook(rawBody, request.headers.get('stripe-signature'), { ...deps, stripe, webhookSecret: config.webhookSecret })
  if (answer.status === 200) deliverOutboxAfterResponse()
  return Response.json(answer.body, { status: answer.status })
})
