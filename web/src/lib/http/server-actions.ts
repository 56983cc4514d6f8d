import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The back office's server actions are the only ones any page offers (features/staff/server/actions.ts).
 * Next also registers every 'use cache' loader and next-sanity's live actions as callable references on
 * every page that imports them, the back office's included, and runs an action before the page (and its
 * staff check): a post to /equipo naming a loader read the raw site settings (attack run 4). So a post
 * to /equipo may name only the back office's own actions, whose ids come from the build's manifest.
 */
const STAFF_ACTIONS_MODULE = 'features/staff/server/actions.ts'

type ReferenceManifest = { readonly node?: Readonly<Record<string, { readonly filename?: string }>> }

/** The ids the manifest gives the back office's actions. */
export function staffActionIds(manifest: ReferenceManifest): Set<string> {
  return new Set(
    Object.entries(manifest.node ?? {})
      .filter(([, entry]) => entry.filename?.replace(/\\/g, '/').endsWith(STAFF_ACTIONS_MODULE))
      .map(([id]) => id),
  )
}

let built: Set<string> | null | undefined

/** The back office's action ids of this build, or null without a production build (`next dev`: no check). */
export function builtStaffActionIds(): Set<string> | null {
  if (built !== undefined) return built
  try {
    const file = path.join(process.cwd(), '.next/server/server-reference-manifest.json')
    built = staffActionIds(JSON.parse(readFileSync(file, 'utf8')) as ReferenceManifest)
  } catch {
    built = null
  }
  return built
}

/**
 * The action ids a posted form names, as React encodes them: `$ACTION_ID_<id>` for a form bound to an
 * action, `$ACTION_<n>:0` = `{"id": …}` for one whose action carries bound state (useActionState).
 */
export function actionIdsOfForm(entries: Iterable<[string, unknown]>): string[] {
  const ids: string[] = []
  for (const [key, value] of entries) {
    if (key.startsWith('$ACTION_ID_')) ids.push(key.slice('$ACTION_ID_'.length))
    else if (/^\$ACTION_\d+:0$/.test(key) && typeof value === 'string') {
      try {
        const id = (JSON.parse(value) as { id?: unknown }).id
        ids.push(typeof id === 'string' ? id : '')
      } catch {
        ids.push('')
      }
    }
  }
  return ids
}

/** Whether every action the request names is one of `allowed` (a form that names none is no action). */
export async function namesOnlyAllowedActions(request: Request, allowed: ReadonlySet<string>): Promise<boolean> {
  const header = request.headers.get('next-action')
  if (header !== null) return allowed.has(header)
  const type = request.headers.get('content-type')?.toLowerCase() ?? ''
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) return true
  try {
    const form = await request.clone().formData()
    return actionIdsOfForm(form.entries()).every((id) => allowed.has(id))
  } catch {
    return false
  }
}
