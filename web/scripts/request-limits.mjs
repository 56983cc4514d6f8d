// The largest request body the site takes (the Stripe webhook's limit; Next's own for a server action),
// for the code that runs before the app's (the server's preload, record-socket-address.mjs; next.config.ts's
// limit on what Next.js buffers for proxy.ts) and for the app itself (lib/http/read-json-body.ts).
export const LARGEST_REQUEST_BODY_BYTES = 1_000_000
