import 'server-only'
import { Worker } from 'node:worker_threads'
import type { MailTransport } from './send-outbox'

/**
 * The SMTP transport on a worker thread (docs/decisions.md, submission throughput): building each
 * MIME message (quoted-printable and base64 of the HTML and text) and talking SMTP was a sixth of
 * the server's CPU under load, on the thread that answers requests. The thread owns nodemailer's
 * pooled transport; the server's thread only hands it the message and gets the outcome: ok, or the
 * error's SMTP reply code and socket code, which decide permanent, temporary or unreachable
 * (classifySendError). The thread is plain JavaScript evaluated from this string and loads
 * nodemailer from node_modules.
 */
const THREAD_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads')
const nodemailer = require('nodemailer')
const transport = nodemailer.createTransport(workerData.options)
parentPort.on('message', (m) => {
  if (m.kind === 'close') {
    transport.close()
    return parentPort.postMessage({ id: m.id, ok: true })
  }
  transport.sendMail(m.mail).then(
    () => parentPort.postMessage({ id: m.id, ok: true }),
    (error) => parentPort.postMessage({ id: m.id, ok: false, error: { name: error && error.name || 'Error', message: String(error && error.message || error), code: error && error.code, responseCode: error && error.responseCode } }),
  )
})
`

type Pending = { resolve: () => void; reject: (error: unknown) => void }

export class ThreadedSmtp implements MailTransport {
  readonly #worker: Worker
  readonly #pending = new Map<number, Pending>()
  #nextId = 1

  /** `options`: nodemailer's createTransport options (plain data: they are copied to the thread). */
  constructor(options: Record<string, unknown>) {
    this.#worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { options } })
    // Idle, the thread must not keep the process alive (tests, a server shutting down).
    this.#worker.unref()
    this.#worker.on('message', (message: { id: number; ok: boolean; error?: { name: string; message: string; code?: unknown; responseCode?: unknown } }) => {
      const pending = this.#pending.get(message.id)
      if (!pending) return
      this.#pending.delete(message.id)
      if (this.#pending.size === 0) this.#worker.unref()
      if (message.ok) return pending.resolve()
      const { name, message: text, ...fields } = message.error ?? { name: 'Error', message: 'unknown error' }
      pending.reject(Object.assign(new Error(text), { name }, fields))
    })
    const failAll = (error: unknown) => {
      for (const pending of this.#pending.values()) pending.reject(error instanceof Error ? error : new Error(String(error)))
      this.#pending.clear()
    }
    this.#worker.on('error', failAll)
    this.#worker.on('exit', (code) => failAll(new Error(`The SMTP thread ended (exit code ${code})`)))
  }

  #call(message: Record<string, unknown>): Promise<void> {
    const id = this.#nextId++
    return new Promise<void>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      // Waiting for an answer keeps the process alive, as a socket of the transport would.
      this.#worker.ref()
      this.#worker.postMessage({ ...message, id })
    })
  }

  sendMail(mail: Parameters<MailTransport['sendMail']>[0]): Promise<unknown> {
    return this.#call({ kind: 'send', mail })
  }

  async close(): Promise<void> {
    await this.#call({ kind: 'close' })
    await this.#worker.terminate()
  }
}
