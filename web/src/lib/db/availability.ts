import 'server-only'
import { getDb } from './client'
import { checkDatabaseReadiness, type DatabaseReadiness } from './health'

/**
 * Whether the server's database answers, known without waiting on every request: checked at most
 * every RECHECK_MS while it answers (every FAILED_RECHECK_MS while it does not), one check at a time,
 * each within CHECK_TIMEOUT_MS. proxy.ts asks before a page or API that needs the database, so with
 * the database down they answer a Spanish 503 at once instead of hanging or failing with a 500.
 */
export const RECHECK_MS = 5000
export const FAILED_RECHECK_MS = 1000
export const CHECK_TIMEOUT_MS = 1500

type State = { checkedAt: number; readiness: DatabaseReadiness | undefined; pending: Promise<DatabaseReadiness> | undefined }
const STATE = Symbol.for('webso.database-availability')
type Holder = { [STATE]?: State }

export async function databaseAvailable(
  now: number = Date.now(),
  check: () => Promise<DatabaseReadiness> = () => checkDatabaseReadiness(getDb, { timeoutMs: CHECK_TIMEOUT_MS }),
): Promise<boolean> {
  const holder = globalThis as Holder
  const state = (holder[STATE] ??= { checkedAt: 0, readiness: undefined, pending: undefined })
  const fresh = state.readiness && now - state.checkedAt < (state.readiness.ready ? RECHECK_MS : FAILED_RECHECK_MS)
  if (fresh) return state.readiness!.ready
  state.pending ??= check()
    .catch((error: unknown): DatabaseReadiness => ({ ready: false, reason: 'unreachable', detail: String(error) }))
    .then((readiness) => {
      if (!readiness.ready && state.readiness?.ready !== false) {
        console.error(`[database] not available (${readiness.reason})${readiness.detail ? `: ${readiness.detail}` : ''}`)
      }
      state.readiness = readiness
      state.checkedAt = Date.now()
      state.pending = undefined
      return readiness
    })
  return (await state.pending).ready
}

/** Forget what is known (tests). */
export function resetDatabaseAvailability(): void {
  delete (globalThis as Holder)[STATE]
}
