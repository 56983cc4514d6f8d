import { jsonError } from '@/lib/http/json-error'

/**
 * Any /api path no route handler serves: the HTTP surface's JSON error body (DESIGN.md §6), not the
 * site's HTML 404 page. Every route under app/api is more specific than this catch-all and wins.
 */
function notFound(): Response {
  return jsonError(404, 'Esta dirección de la API no existe. Revisa la ruta.', { 'cache-control': 'no-store' })
}

export const GET = notFound
export const HEAD = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
export const OPTIONS = notFound
