/**
 * The security headers of every response (set by proxy.ts), written once. Pure: no Next.js, no I/O,
 * so the policy itself is unit-tested and the proxy only decides the inputs.
 *
 * The policy allows exactly what the site loads:
 * - scripts: our own, through a per-request nonce and 'strict-dynamic' (the scripts a nonced script
 *   adds, such as Next's chunks and Stripe.js, are trusted by that; the host list is only the
 *   fallback for browsers without 'strict-dynamic'), plus Stripe's documented script hosts;
 * - frames: Stripe.js/Elements (3-D Secure included) and the map of the contact block (Google Maps);
 * - images: the site itself, data:/blob: URLs (next/image placeholders) and Sanity's CDN;
 * - connections: the site itself and Stripe's API (plus Sanity's API and its live channel in
 *   draft mode, where the visual-editing overlays talk to the studio);
 * - framing of the site: nobody ('none'), except the studio's origin while an editor is in draft mode.
 */

/** Stripe's documented CSP sources for Stripe.js and Elements (docs.stripe.com/security/guide). */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://maps.googleapis.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com', 'https://maps.googleapis.com'],
} as const

/** The embedded map of the contact block (siteSettings.map.embedUrl is a Google Maps embed). */
export const MAP_FRAME_SOURCES = ['https://www.google.com', 'https://maps.google.com'] as const

/** Sanity's image CDN (portfolio images, testimonials' photos) in Sanity mode. */
export const SANITY_IMAGE_SOURCES = ['https://cdn.sanity.io'] as const

/** What the visual-editing overlays of draft mode reach (the Content Lake API and its live channel). */
export const SANITY_DRAFT_CONNECT_SOURCES = ['https://*.api.sanity.io', 'wss://*.api.sanity.io'] as const

export type PolicyInput = {
  /** A fresh, unguessable value per response (see createNonce). */
  nonce: string
  /** `next dev` needs 'unsafe-eval' (React rebuilds server stacks with eval); production never. */
  development: boolean
  /** The studio's origin, allowed to frame the site only while the editor is in draft mode. */
  draftModeStudioOrigin?: string | undefined
  /** Sent over HTTPS: ask the browser to upgrade any http:// subresource. */
  https: boolean
}

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy(input: PolicyInput): string {
  const nonce = `'nonce-${input.nonce}'`
  const draft = input.draftModeStudioOrigin !== undefined
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", nonce, "'strict-dynamic'", ...STRIPE_SOURCES.script, ...(input.development ? ["'unsafe-eval'"] : [])]],
    // Inline style attributes (next/image, framer-motion, Stripe's containers) cannot carry a nonce.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...SANITY_IMAGE_SOURCES, 'https://*.stripe.com']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...STRIPE_SOURCES.connect, ...(draft ? SANITY_DRAFT_CONNECT_SOURCES : [])]],
    ['frame-src', [...STRIPE_SOURCES.frame, ...MAP_FRAME_SOURCES]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', draft ? ["'self'", input.draftModeStudioOrigin!] : ["'none'"]],
  ]
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`)
  if (input.https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/** Two years, subdomains too: what the HSTS preload list asks for. Browsers ignore it over HTTP. */
export const HSTS = 'max-age=63072000; includeSubDomains; preload'

/**
 * Every header of every response. X-Frame-Options backs up frame-ancestors for old browsers (it has
 * no way to name the studio, so draft mode drops it and relies on frame-ancestors).
 */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'Strict-Transport-Security': HSTS,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Payment is Stripe's Payment Request (wallets) inside its own frames; nothing else is used.
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
      'magnetometer=(), microphone=(), midi=(), payment=(self "https://js.stripe.com"), usb=(), ' +
      'xr-spatial-tracking=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(input.draftModeStudioOrigin === undefined ? { 'X-Frame-Options': 'DENY' } : {}),
  }
}

/** 128 random bits, base64: the CSP3 recommendation for a nonce. */
export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}
