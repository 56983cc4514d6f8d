// Who is looking (DESIGN.md §4, "Who is who"): the browser that created requests, a client signed in
// with an e-mail, staff. Pure rules; the cookies and sessions behind them live in lib/auth.

export interface Viewer {
  /** The signed-in e-mail, lower-cased; null when nobody is signed in. */
  readonly email: string | null
  /** A signed-in e-mail listed in STAFF_EMAILS. */
  readonly isStaff: boolean
  /** Requests this browser created (its signed capability cookie). */
  readonly ownedRequestIds: readonly string[]
}

export const ANONYMOUS: Viewer = { email: null, isStaff: false, ownedRequestIds: [] }

/** E-mails compare without regard to case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** `STAFF_EMAILS`: a comma- or space-separated list. */
export function parseStaffEmails(value: string | undefined): readonly string[] {
  return (value ?? '')
    .split(/[\s,;]+/)
    .map(normalizeEmail)
    .filter((email) => email.includes('@'))
}

export function viewerFor(email: string | null, staffEmails: readonly string[], ownedRequestIds: readonly string[]): Viewer {
  const normalized = email ? normalizeEmail(email) : null
  return { email: normalized, isStaff: normalized !== null && staffEmails.includes(normalized), ownedRequestIds }
}

/**
 * The one access rule of every request-scoped resource: staff, the signed-in client whose e-mail the
 * request carries, or the browser that created it. Anyone else is answered as if the id did not exist.
 */
export function canViewRequest(viewer: Viewer, request: { readonly id: string; readonly contactEmail: string }): boolean {
  if (viewer.isStaff) return true
  if (viewer.email !== null && viewer.email === normalizeEmail(request.contactEmail)) return true
  return viewer.ownedRequestIds.includes(request.id)
}

/** Where a signed-in viewer lands: `next`, except that staff sent to the client's default page go to their own. */
export function landingFor(viewer: Viewer, next: string, homes: { readonly client: string; readonly staff: string }): string {
  return viewer.isStaff && next === homes.client ? homes.staff : next
}

/** Where a sign-in may send the browser: a path on this site, never another origin. */
export function safeNextPath(next: string | null | undefined, fallback: string): string {
  if (!next || next.length > 512) return fallback
  // One leading slash, not two (//evil.example), no backslash tricks (/\evil.example), no control characters.
  if (!next.startsWith('/') || next.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(next)) return fallback
  try {
    const url = new URL(next, 'https://webso.invalid')
    if (url.origin !== 'https://webso.invalid') return fallback
    // The URL parser resolves dot segments (/.//evil.example, /..//evil.example, /%2e%2e//evil.example),
    // which can leave two leading slashes: the returned path itself must still start with one slash only.
    const path = `${url.pathname}${url.search}${url.hash}`
    if (path.startsWith('//')) return fallback
    // A page, never an endpoint, nor the sign-in page itself: "/auth/confirm?token_hash=…" or
    // "/cliente/entrar?token_hash=…" as `next` would chain someone else's sign-in behind one's own.
    // Judged with repeated slashes collapsed, as Next redirects them ("/cliente//entrar" → "/cliente/entrar").
    return /^\/(?:api|auth|_next|cliente\/entrar)(?:[/?#]|$)/i.test(url.pathname.replace(/\/{2,}/g, '/') + '/') ? fallback : path
  } catch {
    return fallback
  }
}
