import { NextResponse, type NextRequest } from 'next/server'
import { serverConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { isKnownProjectSlug } from '@/lib/content/project-slugs'
import { databaseAvailable } from '@/lib/db/availability'
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from '@/lib/http/cross-site'
import { createNonce, securityHeaders } from '@/lib/http/security-headers'
import { jsonError } from '@/lib/http/json-error'
import { builtDraftModeActionIds, builtStaffActionIds, isDraftModeCookie, namesOnlyAllowedActions } from '@/lib/http/server-actions'
import { needsDatabase, unavailableResponse } from '@/lib/http/unavailable'

/** Next's draft-mode cookie: present only for an editor who entered draft mode from the studio. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * Every response leaves through here (see the matcher): the security headers, with a fresh CSP nonce
 * that Next.js reads from the request's copy of the policy and puts on its own scripts.
 *
 * The local inbox exists only while e-mail stays in the outbox (no SMTP server, no DATABASE_URL).
 * The page itself renders inside a Suspense boundary, where notFound() cannot set the status, so the
 * 404 is answered here, before rendering.
 *
 * With Postgres out of reach, the pages and APIs that need it answer a Spanish 503 at once (the rest
 * of the site keeps serving its cached content); see lib/db/availability.ts.
 *
 * A server action another site sent is refused (403) by the rule route() applies to route handlers.
 * A server action anywhere but the back office (and an editor's draft mode, where next-sanity's live
 * actions run) is answered 404: Next registers every 'use cache' loader and next-sanity's actions as
 * callable references on each page, and a public page has no action of its own to offer. The back
 * office takes only its own actions (lib/http/server-actions.ts).
 */
export async function proxy(request: NextRequest) {
  const config = serverConfig()
  const nonce = createNonce()
  // Draft mode only with this build's own cookie: any "__prerender_bypass=1" lifted the checks below.
  const draftMode = isDraftModeCookie(request.cookies.get(DRAFT_MODE_COOKIE)?.value)
  const headers: Record<string, string> = securityHeaders({
    nonce,
    development: process.env.NODE_ENV === 'development',
    draftModeStudioOrigin: draftMode ? config.content.studioOrigin : undefined,
    https: request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https',
  })

  const { pathname } = request.nextUrl
  let response: Response
  if (!isWellEncoded(pathname)) {
    // A path Next.js cannot decode (/api/x/%ZZ) would end as its bare 500 without these headers.
    response = isRouteHandler(pathname)
      ? jsonError(400, 'La dirección no es válida: revisa el enlace.')
      : NextResponse.rewrite(new URL(MALFORMED_PATH_PAGE, request.url), { status: 404, request: { headers: withNonce(request, headers, nonce) } })
  } else if (!isRouteHandler(pathname) && (!PAGE_METHODS.includes(request.method) || (request.method === 'POST' && !isServerAction(request)))) {
    // Next.js would answer a bare English "Method Not Allowed" (attack run 6), also to a POST that is
    // neither a form nor an action, with Allow headers of its own (attack run 10).
    response = jsonError(405, METHOD_NOT_ALLOWED_MESSAGE, { Allow: PAGE_METHODS.join(', ') })
  } else if (isServerAction(request) && isCrossSiteWrite(request, config.siteUrl)) {
    // The judgement route() makes for route handlers (lib/http/cross-site.ts): Next's own check of
    // server actions reads only Origin, so a write marked Sec-Fetch-Site: cross-site without one passed.
    response = jsonError(403, CROSS_SITE_MESSAGE)
  } else if (isServerAction(request) && !(await namesOnlyAllowedHere(request, pathname, draftMode))) {
    // The back office takes only its own actions and draft mode only next-sanity's, never the loaders
    // Next registers beside them; a public page takes none.
    response = jsonError(404, NO_SUCH_ACTION_MESSAGE)
  } else if (isLocalInbox(pathname) && !config.localInbox) {
    response = new NextResponse('Página no encontrada', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  } else if (await isUnknownProject(request, draftMode)) {
    // Rendered as the project's not-found page with a real 404 (see lib/content/project-slugs.ts).
    response = NextResponse.rewrite(new URL(PROJECT_NOT_FOUND_PATH, request.url), { status: 404, request: { headers: withNonce(request, headers, nonce) } })
  } else if (config.database.adapter === 'postgres' && needsDatabase(pathname) && !(await databaseAvailable())) {
    response = unavailableResponse(pathname)
  } else if (isRouteHandler(pathname)) {
    // A route handler renders no script: the nonce is not carried into the request (copying every
    // request header for Next.js to rebuild was a cost on each API call); the answer still gets
    // every header below, its policy included.
    response = NextResponse.next()
  } else {
    response = NextResponse.next({ request: { headers: withNonce(request, headers, nonce) } })
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

/** Next.js reads the nonce from the request's copy of the policy; the root layout reads x-nonce. */
function withNonce(request: NextRequest, headers: Record<string, string>, nonce: string): Headers {
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']!)
  requestHeaders.set('x-nonce', nonce)
  return requestHeaders
}

const PROJECT_PREFIX = '/proyectos/'
/** A path no project can have (slugs are kebab-case): its page renders the project's not-found. */
const PROJECT_NOT_FOUND_PATH = '/proyectos/_no-encontrado'

async function isUnknownProject(request: NextRequest, draftMode: boolean): Promise<boolean> {
  const { pathname } = request.nextUrl
  if (!pathname.startsWith(PROJECT_PREFIX) || pathname === PROJECT_NOT_FOUND_PATH) return false
  // An editor in draft mode may preview a project that is not published yet.
  if (draftMode) return false
  const rest = pathname.slice(PROJECT_PREFIX.length)
  if (rest.includes('/')) return false // deeper paths have no route: Next's own 404
  let slug: string
  try {
    slug = decodeURIComponent(rest)
  } catch {
    return true
  }
  try {
    return !(await isKnownProjectSlug(slug))
  } catch (error) {
    // The content source failing is not a reason to refuse: the page decides.
    console.error('[proxy] project slugs unavailable:', error instanceof Error ? error.message.slice(0, 200) : 'unknown error')
    return false
  }
}

/** No page has this path: a rewrite to it renders the site's not-found page. */
const MALFORMED_PATH_PAGE = '/direccion-no-valida'

/** Whether every percent escape of the path decodes (a lone `%` or `%ZZ` does not). */
function isWellEncoded(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * A request Next.js may run as a server action, as it decides (a POST with a Next-Action header, or a
 * form posted to a page, which is how a form without JavaScript, or on another site, calls one).
 * Route handlers judge their own writes in route().
 */
function isServerAction(request: NextRequest): boolean {
  if (request.method !== 'POST' || isRouteHandler(request.nextUrl.pathname)) return false
  if (request.headers.has('next-action')) return true
  const type = request.headers.get('content-type')?.toLowerCase() ?? ''
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')
}

async function namesOnlyAllowedHere(request: NextRequest, pathname: string, draftMode: boolean): Promise<boolean> {
  const backOffice = SERVER_ACTION_PAGES.test(pathname)
  if (!backOffice && !draftMode) return false
  const allowed = backOffice ? builtStaffActionIds() : builtDraftModeActionIds()
  return allowed === null || (await namesOnlyAllowedActions(request, allowed))
}

/** What a page (or a static file) answers: reading it, and forms posted to it (server actions). */
const PAGE_METHODS = ['GET', 'HEAD', 'POST']
const METHOD_NOT_ALLOWED_MESSAGE = 'Esta dirección solo se puede abrir en el navegador. Vuelve a cargarla.'

/** The pages whose forms are server actions: the back office (features/staff/server/actions.ts). */
const SERVER_ACTION_PAGES = /^\/equipo(?:\/|$)/
const NO_SUCH_ACTION_MESSAGE = 'Esta página no recibe formularios. Vuelve a cargarla e inténtalo de nuevo.'

/**
 * The route handlers: every path under /api (app/api ends in a catch-all handler, so none renders a
 * page) and the sign-in link's route. Nothing else under /auth/ is one: such a path renders the
 * not-found page, where Next would run a posted action first.
 */
function isRouteHandler(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname === paths.authConfirm
}

function isLocalInbox(pathname: string): boolean {
  return pathname === '/bandeja-local' || pathname.startsWith('/bandeja-local/')
}

// Every path: pages, route handlers, static assets and Next's own endpoints all get the headers.
export const config = { matcher: '/:path*' }
