// The largest request body the site takes, for the code that runs before the app's own (the server's
// preload, record-socket-address.mjs, and next.config.ts's limit on what Next.js buffers for proxy.ts).
// lib/http/read-json-body.ts says the same for the app (LARGEST_REQUEST_BODY_BYTES, the Stripe webhook's
// limit); record-socket-address.test.ts checks that the two agree.
export const LARGEST_REQUEST_BODY_BYTES = 1_000_000
