import { readFileSync } from 'node:fs'
import { timingSafeEqual } from 'node:crypto'
import path from 'node:path'

/**
 * The back office's server actions are the only ones any page offers (features/staff/server/actions.ts),
 * and next-sanity's live and visual-editing actions the only ones an editor's draft mode needs. Next also
 * registers every 'use cache' loader as a callable reference on every page that imports them, and runs
 * an action before the page (and its staff check): a post naming a loader read the raw site settings
 * (attack runs 4 and 5). So a post may name only the actions its place allows, their ids read from the
 * build's manifest, and draft mode counts only with the build's own draft-mode cookie.
 */
const STAFF_ACTIONS_MODULE = 'features/staff/server/actions.ts'
const DRAFT_MODE_ACTIONS_PACKAGE = 'node_modules/next-sanity/'

type ReferenceManifest = { readonly node?: Readonly<Record<string, { readonly filename?: string }>> }
type PrerenderManifest = { readonly preview?: { readonly previewModeId?: string } }

function idsFrom(manifest: ReferenceManifest, keep: (filename: string) => boolean): Set<string> {
  return new Set(
    Object.entries(manifest.node ?? {})
      .filter(([, entry]) => entry.filename !== undefined && keep(entry.filename.replace(/\\/g, '/')))
      .map(([id]) => id),
  )
}

/** The ids the manifest gives the back office's actions. */
export function staffActionIds(manifest: ReferenceManifest): Set<string> {
  return idsFrom(manifest, (file) => file.endsWith(STAFF_ACTIONS_MODULE))
}

/** The ids the manifest gives next-sanity's own actions (draft mode's live preview and visual editing). */
export function draftModeActionIds(manifest: ReferenceManifest): Set<string> {
  return idsFrom(manifest, (file) => file.includes(DRAFT_MODE_ACTIONS_PACKAGE))
}

const manifests = new Map<string, unknown>()

/** A JSON manifest of this production build (`.next/…`), or null without one (`next dev`). */
function buildManifest<T>(relativePath: string): T | null {
  if (!manifests.has(relativePath)) {
    try {
      manifests.set(relativePath, JSON.parse(readFileSync(path.join(process.cwd(), '.next', relativePath), 'utf8')))
    } catch {
      manifests.set(relativePath, null)
    }
  }
  return manifests.get(relativePath) as T | null
}

/** Sets read once from this build's reference manifest (null without a build), not at every post. */
function onceFromReferences(ids: (manifest: ReferenceManifest) => Set<string>): () => Set<string> | null {
  let value: Set<string> | null | undefined
  return () => {
    if (value === undefined) {
      const manifest = buildManifest<ReferenceManifest>('server/server-reference-manifest.json')
      value = manifest && ids(manifest)
    }
    return value
  }
}

/** The action ids this build allows on the back office, or null without a production build (no check). */
export const builtStaffActionIds = onceFromReferences(staffActionIds)

/** The action ids this build allows in draft mode, or null without a production build (no check). */
export const builtDraftModeActionIds = onceFromReferences(draftModeActionIds)

/**
 * Whether a `__prerender_bypass` cookie is this build's draft-mode cookie (Next sets it to the
 * build's preview id), not one anybody can send. Without a build's id: its presence under `next dev`,
 * never otherwise (draft mode off is the safe side).
 */
export function isDraftModeCookie(value: string | undefined, previewModeId = buildManifest<PrerenderManifest>('prerender-manifest.json')?.preview?.previewModeId): boolean {
  if (value === undefined || value === '') return false
  if (previewModeId === undefined) return process.env.NODE_ENV === 'development'
  const given = Buffer.from(value)
  const expected = Buffer.from(previewModeId)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * The action ids a posted form names, as React's decodeAction reads them: `$ACTION_ID_<id>` for a form
 * bound to an action, and `$ACTION_REF_<ref>` whose `$ACTION_<ref>:0` holds `{"id": …}` (any ref, not
 * only digits). A reference whose id cannot be read names '' (allowed nowhere).
 */
export function actionIdsOfForm(entries: Iterable<[string, unknown]>): string[] {
  // Every copy of a repeated field counts (attack run 7: with two `$ACTION_1:0`, only the last was read,
  // and the first could name a loader); React may read another copy than the last. Only `$ACTION_`
  // fields are kept, each copy pushed (attack run 8: copying the list at each copy made 60,000 copies of
  // one name an anonymous minute of CPU).
  const fields = new Map<string, unknown[]>()
  for (const [key, value] of entries) {
    if (!key.startsWith('$ACTION_')) continue
    const values = fields.get(key)
    if (values) values.push(value)
    else fields.set(key, [value])
  }
  const ids: string[] = []
  for (const [key, values] of fields) {
    let named: readonly unknown[] = []
    if (key.startsWith('$ACTION_ID_')) ids.push(key.slice('$ACTION_ID_'.length))
    else if (key.startsWith('$ACTION_REF_')) named = fields.get(`$ACTION_${key.slice('$ACTION_REF_'.length)}:0`) ?? [undefined]
    else if (/^\$ACTION_.*:0$/.test(key)) named = values
    for (const value of named) ids.push(idOf(value))
  }
  return ids
}

function idOf(value: unknown): string {
  if (typeof value !== 'string') return ''
  try {
    const id = (JSON.parse(value) as { id?: unknown }).id
    return typeof id === 'string' ? id : ''
  } catch {
    return ''
  }
}

/**
 * The largest form a page with actions takes without JavaScript: the back office's forms hold a few
 * short fields (a note of 500 characters at most). A larger one is no form of ours and is refused before
 * it is parsed: a 1 MB form of tiny fields was seconds of parsing for anybody (attack run 8).
 */
export const LARGEST_ACTION_FORM_BYTES = 64 * 1024

/**
 * Whether the request names an action and every action it names is one of `allowed`. A form posted to
 * a page with actions that names none is no form of ours either: Next answered it with its English
 * "Invalid Server Action request" and a line in the log (attack run 9).
 */
export async function namesOnlyAllowedActions(request: Request, allowed: ReadonlySet<string>): Promise<boolean> {
  const header = request.headers.get('next-action')
  if (header !== null) return allowed.has(header)
  const contentType = request.headers.get('content-type') ?? ''
  const type = contentType.toLowerCase()
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) return true
  try {
    // Next has already buffered the body for the proxy (at most LARGEST_REQUEST_BODY_BYTES).
    const body = await request.clone().arrayBuffer()
    if (body.byteLength > LARGEST_ACTION_FORM_BYTES) return false
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData()
    const ids = actionIdsOfForm(form.entries())
    return ids.length > 0 && ids.every((id) => allowed.has(id))
  } catch {
    return false
  }
}
