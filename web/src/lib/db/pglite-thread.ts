import 'server-only'
import { Worker } from 'node:worker_threads'

/**
 * PGlite on its own thread (docs/decisions.md, submission throughput): PGlite runs Postgres as WASM
 * plus a protocol parser in JavaScript, on the thread that calls it. In the server that was the
 * request thread, and it was a third of its CPU under load. Here one worker thread owns the PGlite
 * instance and the server's thread only sends statements and receives rows (a structured clone), so
 * the database uses the machine's other core. One thread, one instance: PGlite's own lock still runs
 * one statement or transaction at a time, exactly as before.
 *
 * The thread is plain JavaScript evaluated from this string (nothing for the bundler to split) and
 * loads @electric-sql/pglite from node_modules.
 *
 * `ThreadedPglite` is the part of PGlite's client that drizzle's pglite driver uses: `query` (with
 * `rowMode`), `exec`, `transaction` and `close`. The parsers drizzle passes are all the identity on
 * date and time types (it parses them itself); the thread applies exactly those, by type id.
 */
const THREAD_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads')
const ROLLBACK = Symbol('rollback')
const transactions = new Map()
let nextTransaction = 1
const identity = (value) => value
const parsersFor = (types) => (types && types.length ? Object.fromEntries(types.map((type) => [type, identity])) : undefined)
const plain = (error) => {
  const out = { message: String(error && error.message || error), name: error && error.name || 'Error' }
  if (error && typeof error === 'object') for (const [key, value] of Object.entries(error)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value
  return out
}
const answer = (id, promise) => promise.then((result) => parentPort.postMessage({ id, ok: true, result }), (error) => parentPort.postMessage({ id, ok: false, error: plain(error) }))
const results = (r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows })
const opened = import('@electric-sql/pglite').then(({ PGlite }) => PGlite.create(workerData.dataDir))
opened.then(() => parentPort.postMessage({ id: 0, ok: true }), (error) => parentPort.postMessage({ id: 0, ok: false, error: plain(error) }))
parentPort.on('message', async (m) => {
  let db
  try { db = await opened } catch (error) { return parentPort.postMessage({ id: m.id, ok: false, error: plain(error) }) }
  const target = m.tx ? transactions.get(m.tx)?.tx : db
  if (m.tx && !target) return parentPort.postMessage({ id: m.id, ok: false, error: { name: 'Error', message: 'Transaction is closed' } })
  switch (m.kind) {
    case 'query':
      return answer(m.id, target.query(m.sql, m.params, { rowMode: m.rowMode, parsers: parsersFor(m.identityTypes) }).then(results))
    case 'exec':
      return answer(m.id, target.exec(m.sql).then((all) => all.map(results)))
    case 'begin': {
      const tx = nextTransaction++
      const entry = {}
      const ended = new Promise((resolve) => (entry.end = resolve))
      transactions.set(tx, entry)
      const done = db.transaction(async (handle) => {
        entry.tx = handle
        parentPort.postMessage({ id: m.id, ok: true, result: tx })
        if (!(await ended)) throw ROLLBACK
      })
      entry.settled = done.then(() => undefined, (error) => { if (error !== ROLLBACK) throw error })
      entry.settled.catch(() => {})
      // A BEGIN that failed never reached the callback: the begin itself answers its error.
      done.catch((error) => {
        if (error === ROLLBACK || entry.tx) return
        transactions.delete(tx)
        parentPort.postMessage({ id: m.id, ok: false, error: plain(error) })
      })
      return
    }
    case 'end': {
      const entry = transactions.get(m.tx)
      entry.end(m.commit)
      const settled = entry.settled
      return answer(m.id, settled.finally(() => transactions.delete(m.tx)))
    }
    case 'close':
      return answer(m.id, db.close())
  }
})
`

/** A row set as PGlite answers it (what drizzle's driver reads). */
export interface ThreadResults {
  readonly rows: unknown[]
  readonly fields: { name: string; dataTypeID: number }[]
  readonly affectedRows?: number
}

interface QueryOptions {
  readonly rowMode?: 'array' | 'object'
  readonly parsers?: Record<number, (value: string, typeId: number) => unknown>
}

/** What a transaction callback gets: statements on that transaction only. */
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults>
  exec(sql: string): Promise<ThreadResults[]>
}

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void }

/** An error as the thread sent it, with PGlite's fields (code, detail, constraint…) kept. */
function errorFrom(plain: Record<string, unknown>): Error {
  const error = new Error(String(plain.message))
  Object.assign(error, plain)
  error.name = String(plain.name ?? 'Error')
  return error
}

export class ThreadedPglite {
  readonly #worker: Worker
  readonly #pending = new Map<number, Pending>()
  #nextId = 1
  readonly ready: Promise<void>

  private constructor(dataDir: string) {
    this.#worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { dataDir } })
    this.ready = new Promise((resolve, reject) => this.#pending.set(0, { resolve: () => resolve(), reject }))
    this.#worker.on('message', (message: { id: number; ok: boolean; result?: unknown; error?: Record<string, unknown> }) => {
      const pending = this.#pending.get(message.id)
      if (!pending) return
      this.#pending.delete(message.id)
      if (message.ok) pending.resolve(message.result)
      else pending.reject(errorFrom(message.error ?? {}))
    })
    // The thread died (out of memory, a WASM abort): every waiting statement fails, none hangs.
    const failAll = (error: unknown) => {
      for (const pending of this.#pending.values()) pending.reject(error instanceof Error ? error : new Error(String(error)))
      this.#pending.clear()
    }
    this.#worker.on('error', failAll)
    this.#worker.on('exit', (code) => failAll(new Error(`The PGlite thread ended (exit code ${code})`)))
  }

  /** Starts the thread and opens the data folder in it. */
  static async create(dataDir: string): Promise<ThreadedPglite> {
    const client = new ThreadedPglite(dataDir)
    try {
      await client.ready
    } catch (error) {
      await client.#worker.terminate()
      throw error
    }
    return client
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    const id = this.#nextId++
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      this.#worker.postMessage({ ...message, id })
    })
  }

  #statements(tx?: number): ThreadTransaction {
    return {
      query: (sql, params = [], options = {}) =>
        this.#call<ThreadResults>({ kind: 'query', tx, sql, params, rowMode: options.rowMode ?? 'object', identityTypes: Object.keys(options.parsers ?? {}).map(Number) }),
      exec: (sql) => this.#call<ThreadResults[]>({ kind: 'exec', tx, sql }),
    }
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults> {
    return this.#statements().query(sql, params, options)
  }

  exec(sql: string): Promise<ThreadResults[]> {
    return this.#statements().exec(sql)
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = await this.#call<number>({ kind: 'begin' })
    let result: T
    try {
      result = await callback(this.#statements(tx))
    } catch (error) {
      await this.#call({ kind: 'end', tx, commit: false }).catch(() => {})
      throw error
    }
    await this.#call({ kind: 'end', tx, commit: true })
    return result
  }

  async close(): Promise<void> {
    try {
      await this.#call({ kind: 'close' })
    } finally {
      await this.#worker.terminate()
    }
  }
}
