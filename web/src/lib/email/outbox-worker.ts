import 'server-only'
// Background work that must not depend on a request (DESIGN.md §3): the e-mail outbox is delivered
// by a worker that claims due messages at start-up and every OUTBOX_INTERVAL_SECONDS in a long-lived
// server (instrumentation.ts starts it), and by the protected cron route on serverless hosts. Every
// instance may run it: claims are atomic (FOR UPDATE SKIP LOCKED plus a lease), so a message goes to
// one sender only. The same tick drops rate-limit counters whose window ended long ago.
import { serverConfig } from '@/config/env'
import { getSiteSettings } from '@/lib/content/loaders'
import { getDb } from '@/lib/db/client'
import { pruneRateLimits } from '@/lib/db/rate-limits'
import { quietOrAfter } from '@/lib/http/in-flight'
import { mailSender } from './mail-sender'
import { deliverOutbox, type DeliveryReport } from './send-outbox'

const BATCH = 50
/** A run stops claiming new batches after this long, so ticks never pile up. */
const RUN_BUDGET_MS = 20_000
const PRUNE_EVERY_MS = 10 * 60_000
/**
 * Before each batch, and each message of it, a run waits for a quiet moment (no request in flight
 * for QUIET_MS), at most this long: during a burst the requests get the CPU (rendering and sending
 * mail is the same process's work), mail still leaves (see BUSY_SPACING_MS), and all of it at full
 * speed once the burst ends.
 */
export const YIELD_MAX_MS = 2_000
/** A batch sent while requests are still in flight (the wait ran out) is this small, so it never stalls them for long. */
export const BUSY_BATCH = 10
/**
 * Once a wait ran out, the run is sending during a burst: its messages start one at a time, this
 * far apart (sooner if quiet comes). Released together, the lanes rendered ten e-mails at once on
 * the request thread, a stall every requests in flight waited for (the p99 of a burst).
 */
export const BUSY_SPACING_MS = 100
const PRUNE_OLDER_THAN_MS = 2 * 24 * 60 * 60_000

const WORKER = Symbol.for('webso.outboxWorker')
type WorkerState = { timer?: ReturnType<typeof setInterval>; running?: Promise<DeliveryReport | undefined>; again?: boolean; prunedAt?: number }
const state = ((globalThis as { [WORKER]?: WorkerState })[WORKER] ??= {})

/** The sender: MAIL_FROM, else the agency's name and e-mail from the CMS (or the site's host if the CMS is unreachable). */
async function sender(): Promise<string> {
  try {
    return mailSender(await getSiteSettings())
  } catch {
    return serverConfig().email.from ?? `Webso <contacto@${new URL(serverConfig().siteUrl).hostname}>`
  }
}

async function pruneNowAndThen(now: number): Promise<void> {
  if (state.prunedAt !== undefined && now - state.prunedAt < PRUNE_EVERY_MS) return
  state.prunedAt = now
  try {
    await pruneRateLimits(await getDb(), new Date(now - PRUNE_OLDER_THAN_MS))
  } catch (error) {
    console.error('[outbox-worker] pruning rate limits failed:', error instanceof Error ? error.message.slice(0, 200) : error)
  }
}

/**
 * The wait before each message of a batch, one message at a time: up to YIELD_MAX_MS while the run
 * has found quiet so far (`quiet`: the batch's own wait), up to BUSY_SPACING_MS once a wait ran out.
 */
export function turns(quiet: boolean): () => Promise<boolean> {
  let previous = Promise.resolve(quiet)
  return () => (previous = previous.then((wasQuiet) => quietOrAfter(wasQuiet ? YIELD_MAX_MS : BUSY_SPACING_MS)))
}

async function runOnce(yieldToRequests: boolean): Promise<DeliveryReport | undefined> {
  const started = Date.now()
  await pruneNowAndThen(started)
  if (serverConfig().email.adapter !== 'smtp') return undefined
  const from = await sender()
  const total = { sent: 0, retrying: 0, failed: 0 }
  for (;;) {
    const quiet = yieldToRequests ? await quietOrAfter(YIELD_MAX_MS) : true
    const limit = quiet ? BATCH : BUSY_BATCH
    // And before each message: a burst that arrives during a batch stops it within a message per lane.
    const report = await deliverOutbox(from, { limit, ...(yieldToRequests ? { beforeEach: turns(quiet) } : {}) })
    if (!report) break
    total.sent += report.sent
    total.retrying += report.retrying
    total.failed += report.failed
    // A full batch delivered: there may be more due; a partial one or a failing server: wait for the next tick.
    if (report.sent < limit || Date.now() - started > RUN_BUDGET_MS) break
  }
  return total
}

/**
 * Delivers what is due now; by default each batch first gives way to requests in flight (at most
 * YIELD_MAX_MS); the cron route, itself a request, does not wait for itself. Concurrent calls in one process share the run in progress, and a call
 * made during a run gets one more run after it (its message may have been queued after the claim):
 * under load, one run at a time instead of one per response.
 */
export function runOutboxWork({ yieldToRequests = true }: { readonly yieldToRequests?: boolean } = {}): Promise<DeliveryReport | undefined> {
  if (state.running) {
    state.again = true
    return state.running
  }
  const run = async () => {
    let report = await runOnce(yieldToRequests)
    while (state.again) {
      state.again = false
      const more = await runOnce(yieldToRequests)
      if (report && more) report = { sent: report.sent + more.sent, retrying: report.retrying + more.retrying, failed: report.failed + more.failed }
    }
    return report
  }
  state.running = run().finally(() => {
    state.running = undefined
  })
  return state.running
}

/** Starts the schedule once per process (a second call does nothing) and runs a first delivery at once. */
export function startOutboxWorker(): void {
  if (state.timer) return
  const period = serverConfig().outbox.intervalSeconds * 1000
  state.timer = setInterval(() => void runOutboxWork(), period)
  state.timer.unref?.()
  void runOutboxWork()
}

/** Stops the schedule (tests). */
export function stopOutboxWorker(): void {
  if (state.timer) clearInterval(state.timer)
  state.timer = undefined
}
