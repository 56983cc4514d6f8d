#!/usr/bin/env node
// npm run bench:load: load and fault on the built site (`npm run build -w web` first), loopback only.
//  1. throughput, before and after in one run: BENCH_THROUGHPUT_REQUESTS project requests at
//     concurrency 50 against a fresh server with SMTP on, first the "before" build (BENCH_BEFORE_REF,
//     by default main before the throughput work of issue 12; extracted with `git archive` to
//     .bench-before/ and built there once; BENCH_BEFORE_ROOT names an already built checkout
//     instead), then this checkout, so both
//     see the same machine. Besides acknowledged requests/s and p50/p99, each run waits for the
//     loopback SMTP server to receive both e-mails of every request (the work a request causes).
//  2. fault: BENCH_LOAD_REQUESTS (10,000) requests at concurrency 50 with a loopback SMTP server;
//     the server is killed with SIGKILL mid-run and started again; clients retry what got no answer
//     with the same idempotency key. Then it proves every acknowledged request is stored once, and
//     every e-mail of the outbox reached the SMTP server (by its stable Message-ID) and is marked sent.
// Both on PGlite (a fresh folder) and, with BENCH_DATABASE_URL, on PostgreSQL (a fresh database is
// created beside the one named and dropped afterwards). Figures are written to bench/results.json
// under "load" (`pglite` and `postgres`); BENCH_LOAD_ONLY=throughput|fault runs one part,
// BENCH_LOAD_DATABASES=pglite|postgres one database, keeping the other figures.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PORT = Number(process.env.E2E_PORT ?? process.env.PORT ?? 3113)
const BASE = `http://127.0.0.1:${PORT}`
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50)
const TOTAL = Number(process.env.BENCH_LOAD_REQUESTS ?? 10_000)
const THROUGHPUT_TOTAL = Number(process.env.BENCH_THROUGHPUT_REQUESTS ?? 2_000)
const KILL_AT = Number(process.env.BENCH_KILL_AT ?? Math.floor(TOTAL / 2))
const DRAIN_TIMEOUT_MS = Number(process.env.BENCH_DRAIN_TIMEOUT_MS ?? 900_000)
/** main before issue 12's throughput work (the "before" of the throughput figures). */
const BEFORE_REF = process.env.BENCH_BEFORE_REF ?? 'b6bb80904e06ffdd7c5c31989d2bce11e24e97b8'
const DATABASES = (process.env.BENCH_LOAD_DATABASES ?? (process.env.BENCH_DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',')
const resultsFile = path.join(root, 'bench/results.json')

if (!existsSync(path.join(root, 'web', process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'))) {
  console.error('Build the site first: npm run build -w web')
  process.exit(1)
}

// ── A loopback SMTP server that keeps every message's Message-ID ─────────────────────────────────
function smtpServer() {
  const received = []
  const server = createServer((socket) => {
    socket.setEncoding('utf8')
    socket.write('220 localhost ESMTP bench\r\n')
    let buffer = ''
    let data
    socket.on('error', () => {})
    socket.on('data', (chunk) => {
      buffer += chunk
      let end
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (data !== undefined) {
          if (line === '.') {
            received.push(/^Message-ID: <([^>]+)>/im.exec(data)?.[1] ?? '')
            data = undefined
            socket.write('250 2.0.0 Ok\r\n')
          } else if (data.length < 4096) data += `${line}\n`
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 localhost\r\n')
        else if (/^DATA/i.test(line)) {
          data = ''
          socket.write('354 go ahead\r\n')
        } else if (/^QUIT/i.test(line)) socket.end('221 Bye\r\n')
        else socket.write('250 Ok\r\n')
      }
    })
  })
  return { server, received }
}

// ── The database: a fresh PGlite folder or a fresh PostgreSQL database ───────────────────────────
async function freshDatabase(kind, label, checkout = root) {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), `webso-load-${label}-`))
    return { env: { PGLITE_DIR: dir, DATABASE_URL: '' }, kind: 'pglite', dir, drop: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  const { default: postgres } = await import('postgres')
  const name = `webso_load_${label}_${randomUUID().replaceAll('-', '').slice(0, 8)}`
  const admin = postgres(process.env.BENCH_DATABASE_URL, { onnotice: () => {}, max: 1 })
  await admin.unsafe(`create database "${name}"`)
  const url = new URL(process.env.BENCH_DATABASE_URL)
  url.pathname = `/${name}`
  const migrate = spawn(nodeBinary, ['scripts/db-migrate.mjs'], { cwd: checkout, env: { ...process.env, DATABASE_URL: url.toString() }, stdio: ['ignore', 'ignore', 'inherit'] })
  await new Promise((resolve, reject) => migrate.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('migration failed')))))
  return {
    env: { DATABASE_URL: url.toString(), PAYMENTS_DEMO: '1' },
    kind: 'postgres',
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end({ timeout: 5 })
    },
  }
}

/** Rows of the finished run, read after the server stopped (PGlite allows one process per folder). */
async function query(database, sql) {
  if (database.kind === 'postgres') {
    const { default: postgres } = await import('postgres')
    const client = postgres(database.url, { onnotice: () => {}, max: 1 })
    try {
      return await client.unsafe(sql)
    } finally {
      await client.end({ timeout: 5 })
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const db = new PGlite(database.dir)
  try {
    return (await db.query(sql)).rows
  } finally {
    await db.close()
  }
}

// ── The server ───────────────────────────────────────────────────────────────────────────────────
/** Node 22 from node_modules when the machine's own is older (see README), as `npm run` would. */
const nodeBinary = existsSync(path.join(root, 'node_modules/.bin/node')) ? path.join(root, 'node_modules/.bin/node') : process.execPath

/**
 * The server of `cwd`'s web/ started as its `npm start` starts it: its web/scripts/start.mjs where
 * the checkout has one (Node options of its own, then `next start`), else `next start`
 * (BENCH_SERVER_NODE_ARGS, e.g. --cpu-prof, go to its node).
 */
function startServer(env, cwd = root, distDir = process.env.NEXT_DIST_DIR) {
  const launcher = path.join(cwd, 'web/scripts/start.mjs')
  const server = existsSync(launcher) ? [launcher] : [path.join(root, 'node_modules/next/dist/bin/next'), 'start']
  const args = [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...server, '-p', String(PORT)]
  const child = spawn(nodeBinary, args, {
    cwd: path.join(cwd, 'web'),
    env: { ...withoutDistDir(process.env), ...(distDir ? { NEXT_DIST_DIR: distDir } : {}), NEXT_TELEMETRY_DISABLED: '1', PORT: String(PORT), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  // BENCH_VERBOSE=1: the server's output (its log, or --trace-gc's lines) goes to this script's stderr.
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      if (process.env.BENCH_VERBOSE) process.stderr.write(chunk)
    })
  return child
}

function withoutDistDir(env) {
  const rest = { ...env }
  delete rest.NEXT_DIST_DIR
  return rest
}

/**
 * The "before" checkout, built: BENCH_BEFORE_ROOT as given, else BENCH_BEFORE_REF extracted once to
 * .bench-before/<sha> (git-ignored) and built there. It lives inside this checkout, without its own
 * lockfile, so Turbopack's root is this checkout and its packages resolve from our node_modules
 * (Turbopack refuses node_modules linked from outside its root).
 */
function beforeRoot() {
  if (process.env.BENCH_BEFORE_ROOT) return path.resolve(process.env.BENCH_BEFORE_ROOT)
  const sha = execFileSync('git', ['rev-parse', BEFORE_REF], { cwd: root, encoding: 'utf8' }).trim()
  const dir = path.join(root, '.bench-before', sha.slice(0, 12))
  if (existsSync(path.join(dir, 'web/.next/BUILD_ID'))) return dir
  console.log(`  building ${sha.slice(0, 12)} in ${path.relative(root, dir)} (once)`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], { cwd: root, stdio: 'inherit' })
  rmSync(path.join(dir, 'package-lock.json'), { force: true })
  // Some files name packages by a relative path (the layout's local font): give them ours.
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  if (existsSync(path.join(root, 'web/node_modules'))) symlinkSync(path.join(root, 'web/node_modules'), path.join(dir, 'web/node_modules'))
  installDroppedPackages(dir)
  const build = spawnSync(nodeBinary, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: path.join(dir, 'web'),
    env: { ...withoutDistDir(process.env), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error(`the build of ${sha} failed`)
  return dir
}

/**
 * Packages the "before" commit depends on that this checkout dropped since (react-hook-form, say):
 * installed at the commit's pinned versions into .bench-before/<sha>/.dropped-packages (peers not
 * installed: React and the rest resolve from ours) and linked into its web/node_modules.
 */
function installDroppedPackages(dir) {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(dir, 'web/package.json'), 'utf8'))
  const ours = (name) => existsSync(path.join(root, 'node_modules', name, 'package.json')) || existsSync(path.join(root, 'web/node_modules', name, 'package.json'))
  const dropped = Object.entries(dependencies).filter(([name]) => !ours(name))
  if (dropped.length === 0) return
  console.log(`  installing packages ${sha12(dir)} needs and this checkout dropped: ${dropped.map(([name]) => name).join(', ')}`)
  const prefix = path.join(dir, '.dropped-packages')
  mkdirSync(prefix, { recursive: true })
  writeFileSync(path.join(prefix, 'package.json'), '{"private":true}\n')
  const npm = spawnSync('npm', ['install', '--no-save', '--no-package-lock', '--legacy-peer-deps', '--no-audit', '--no-fund', '--ignore-scripts', ...dropped.map(([name, version]) => `${name}@${version}`)], { cwd: prefix, stdio: 'inherit' })
  if (npm.status !== 0) throw new Error('installing the dropped packages failed')
  // web/node_modules becomes a folder: links to ours plus the dropped packages.
  const webModules = path.join(dir, 'web/node_modules')
  const oursInWeb = path.join(root, 'web/node_modules')
  rmSync(webModules, { recursive: true, force: true })
  mkdirSync(webModules)
  if (existsSync(oursInWeb)) for (const entry of readdirSync(oursInWeb)) symlinkSync(path.join(oursInWeb, entry), path.join(webModules, entry))
  for (const [name] of dropped) {
    mkdirSync(path.dirname(path.join(webModules, name)), { recursive: true })
    symlinkSync(path.join(prefix, 'node_modules', name), path.join(webModules, name))
  }
}
const sha12 = (dir) => path.basename(dir)

function killTree(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    /* already gone */
  }
}

async function waitForHealth(timeoutMs = 120_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(2_000) })
      if (response.status < 500) return Date.now()
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the server did not come up')
}

// ── The load ─────────────────────────────────────────────────────────────────────────────────────
const FEATURES = [['responsive'], ['responsive', 'seo'], ['responsive', 'payments'], ['seo', 'admin']]
function body(i) {
  return {
    idempotencyKey: randomUUID(),
    projectType: ['website', 'ecommerce', 'webapp'][i % 3],
    features: FEATURES[i % FEATURES.length],
    timeline: 'normal',
    supportLevel: 'basic',
    budget: 'medium',
    contactInfo: { nombre: `Cliente ${i}`, email: `cliente${i}@ejemplo.mx`, telefono: '646 123 4567', empresa: 'Carga', mensaje: 'Prueba de carga.' },
    finalMessage: '',
    paymentMethod: 'card',
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/**
 * Sends `total` requests with `concurrency` workers. A request without an answer (connection
 * refused or reset while the server is down) is sent again with the same body until it gets one.
 * `onAcknowledged(count)` may kill the server.
 */
async function load(total, { onAcknowledged } = {}) {
  const acknowledged = new Map()
  const latencies = []
  const statuses = {}
  let next = 0
  let retries = 0
  const started = Date.now()
  const startedAt = performance.now()
  // BENCH_TRACE=file: each answered request's start (ms into the run) and latency, to see when the slow ones happen.
  const trace = process.env.BENCH_TRACE ? [] : undefined
  async function worker() {
    for (;;) {
      const i = next++
      if (i >= total) return
      const payload = JSON.stringify(body(i))
      for (;;) {
        const t0 = performance.now()
        try {
          const response = await fetch(`${BASE}/api/project-requests`, {
            method: 'POST',
            body: payload,
            headers: { 'content-type': 'application/json' },
            signal: AbortSignal.timeout(30_000),
          })
          const json = await response.json().catch(() => ({}))
          statuses[response.status] = (statuses[response.status] ?? 0) + 1
          // A 201 whose body was cut (the server killed while answering) gave the client no id: not an acknowledgement.
          if (response.status >= 500 || response.status === 429 || (response.status === 201 && typeof json.id !== 'string')) {
            retries++
            await new Promise((resolve) => setTimeout(resolve, 200))
            continue
          }
          latencies.push(performance.now() - t0)
          trace?.push([Math.round(t0 - startedAt), Math.round(performance.now() - t0)])
          if (response.status === 201) {
            acknowledged.set(JSON.parse(payload).idempotencyKey, json.id)
            await onAcknowledged?.(acknowledged.size)
          }
          break
        } catch {
          retries++
          await new Promise((resolve) => setTimeout(resolve, 200))
        }
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency(total) }, worker))
  const seconds = (Date.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  if (trace) writeFileSync(process.env.BENCH_TRACE, JSON.stringify(trace))
  return {
    requests: total,
    concurrency: concurrency(total),
    seconds: Number(seconds.toFixed(2)),
    acknowledgedPerSecond: Number((acknowledged.size / seconds).toFixed(1)),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    statuses,
    retries,
    acknowledged,
  }
}
const concurrency = (total) => Math.min(CONCURRENCY, total)

const serverEnv = (database, smtpPort, extra = {}) => ({
  ...database.env,
  SMTP_URL: smtpPort ? `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true` : '',
  MAIL_FROM: 'Webso <ventas@webso.mx>',
  OUTBOX_INTERVAL_SECONDS: '1',
  // One loopback address sends everything here; real visitors each have their own.
  RATE_LIMITS: 'projectRequestsPerAddress=10000000/3600,projectRequestsPerEmail=10000000/3600',
  ...extra,
})

/** User plus system CPU seconds a process has used so far (Linux), NaN where /proc is not there. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return Number.NaN
  }
}

/** Waits until the SMTP server holds `expected` messages (or the time is up); the moment it did, else undefined. */
async function drained(smtp, expected, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (smtp.received.length >= expected) return Date.now()
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return undefined
}

async function throughputRun(kind, label, cwd, distDir) {
  const database = await freshDatabase(kind, label, cwd)
  const smtp = smtpServer()
  await new Promise((resolve) => smtp.server.listen(0, '127.0.0.1', resolve))
  const server = startServer(serverEnv(database, smtp.server.address().port), cwd, distDir)
  try {
    await waitForHealth()
    const warmUp = await load(Math.min(200, THROUGHPUT_TOTAL)) // the first requests compile and cache
    await drained(smtp, 2 * warmUp.acknowledged.size, 60_000)
    const before = smtp.received.length
    const started = Date.now()
    const cpuBefore = cpuSeconds(server.pid)
    const result = await load(THROUGHPUT_TOTAL)
    // Each request queued two e-mails: the run's work is done when the SMTP server holds them all.
    const at = await drained(smtp, before + 2 * result.acknowledged.size, DRAIN_TIMEOUT_MS)
    const emailSeconds = at === undefined ? null : (at - started) / 1000
    const cpu = cpuSeconds(server.pid) - cpuBefore
    delete result.acknowledged
    return {
      ...result,
      // The server's own CPU per request, its e-mails included: what other load on the machine disturbs least.
      serverCpuMsPerRequest: Number.isFinite(cpu) ? Number(((cpu * 1000) / result.requests).toFixed(2)) : null,
      emailsDeliveredSeconds: emailSeconds === null ? null : Number(emailSeconds.toFixed(2)),
      requestsWithEmailsPerSecond: emailSeconds ? Number((result.requests / emailSeconds).toFixed(1)) : null,
    }
  } finally {
    killTree(server, 'SIGTERM')
    await new Promise((resolve) => server.on('exit', resolve))
    smtp.server.close()
    await database.drop()
  }
}

async function faultRun(kind) {
  const database = await freshDatabase(kind, 'fault')
  const smtp = smtpServer()
  await new Promise((resolve) => smtp.server.listen(0, '127.0.0.1', resolve))
  const env = serverEnv(database, smtp.server.address().port)
  let server = startServer(env)
  await waitForHealth()
  let killedAt
  let recoveredAt
  const result = await load(TOTAL, {
    onAcknowledged: async (count) => {
      if (count !== KILL_AT || killedAt) return
      killedAt = Date.now()
      killTree(server, 'SIGKILL')
      await new Promise((resolve) => server.on('exit', resolve))
      console.log(`  killed with SIGKILL after ${count} acknowledged requests; restarting`)
      server = startServer(env)
      void waitForHealth().then((at) => (recoveredAt = at))
    },
  })
  const loadEnded = Date.now()
  // Every e-mail queued by a stored request must reach the SMTP server; the worker does it alone.
  const deadline = Date.now() + DRAIN_TIMEOUT_MS
  let last = -1
  let stableSince = Date.now()
  while (Date.now() < deadline) {
    if (smtp.received.length !== last) {
      last = smtp.received.length
      stableSince = Date.now()
    } else if (last >= 2 * result.acknowledged.size && Date.now() - stableSince > 5_000) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const drainSeconds = Number(((stableSince - loadEnded) / 1000).toFixed(2))
  killTree(server, 'SIGTERM')
  await new Promise((resolve) => server.on('exit', resolve))
  smtp.server.close()

  const requests = await query(database, 'select id::text, idempotency_key::text as key from project_requests')
  const outbox = await query(database, "select id::text, status from email_outbox")
  await database.drop()

  const byKey = new Map()
  for (const row of requests) byKey.set(row.key, (byKey.get(row.key) ?? []).concat(row.id))
  let missing = 0
  let doubled = 0
  for (const [key, id] of result.acknowledged) {
    const rows = byKey.get(key) ?? []
    if (rows.length === 0 || !rows.includes(id)) missing++
    if (rows.length > 1) doubled++
  }
  const deliveries = new Map()
  for (const id of smtp.received) deliveries.set(id, (deliveries.get(id) ?? 0) + 1)
  const outboxIds = outbox.map((row) => `${row.id}@webso.outbox`)
  const notDelivered = outboxIds.filter((id) => !deliveries.has(id)).length
  const deliveredTwice = outboxIds.filter((id) => (deliveries.get(id) ?? 0) > 1).length
  const notMarkedSent = outbox.filter((row) => row.status !== 'sent').length
  delete result.acknowledged
  return {
    ...result,
    killedAfterAcknowledged: KILL_AT,
    emailsDrainedSecondsAfterLoad: drainSeconds,
    recoverySeconds: killedAt && recoveredAt ? Number(((recoveredAt - killedAt) / 1000).toFixed(2)) : null,
    stored: requests.length,
    acknowledgedMissing: missing,
    acknowledgedStoredTwice: doubled,
    emailsQueued: outbox.length,
    emailsReceived: smtp.received.length,
    emailsNotDelivered: notDelivered,
    emailsDeliveredTwice: deliveredTwice,
    emailsNotMarkedSent: notMarkedSent,
  }
}

const only = process.env.BENCH_LOAD_ONLY // 'throughput' | 'fault'
const serverNode = spawnSync(nodeBinary, ['-v'], { encoding: 'utf8' }).stdout.trim()
const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {}
// Earlier layouts (one database per key) are replaced; a run of one part or database keeps the rest.
const previous = results.load?.pglite || results.load?.postgres ? results.load : {}
const figuresOfLoad = {
  ...previous,
  date: new Date().toISOString(),
  node: serverNode,
  cpus: { count: os.cpus().length, model: os.cpus()[0]?.model.split(' ').slice(0, 2).join(' ') },
  loadAverageAtStart: os.loadavg().map((value) => Number(value.toFixed(2))),
}
let failed = false
// BENCH_SKIP_BEFORE=1: only this checkout (while working on it; the figures then lack a comparison).
const before = only === 'fault' || process.env.BENCH_SKIP_BEFORE ? undefined : beforeRoot()
for (const kind of DATABASES) {
  const figures = { ...previous[kind] }
  if (only !== 'fault') {
    if (before) {
      console.log(`▶ ${kind}: throughput before (${path.basename(before)}): ${THROUGHPUT_TOTAL} requests at concurrency ${CONCURRENCY}`)
      figures.before = await throughputRun(kind, 'before', before, '.next')
      console.log('  ', JSON.stringify(figures.before))
    }
    console.log(`▶ ${kind}: throughput after (this checkout): ${THROUGHPUT_TOTAL} requests at concurrency ${CONCURRENCY}`)
    figures.after = await throughputRun(kind, 'after', root)
    console.log('  ', JSON.stringify(figures.after))
    if (figures.before) figures.speedup = Number((figures.after.acknowledgedPerSecond / figures.before.acknowledgedPerSecond).toFixed(2))
    if (figures.before?.requestsWithEmailsPerSecond && figures.after.requestsWithEmailsPerSecond) {
      figures.speedupWithEmails = Number((figures.after.requestsWithEmailsPerSecond / figures.before.requestsWithEmailsPerSecond).toFixed(2))
    }
  }
  if (only !== 'throughput') {
    console.log(`▶ ${kind}: fault: ${TOTAL} requests at concurrency ${CONCURRENCY}, SIGKILL after ${KILL_AT} acknowledged`)
    figures.fault = await faultRun(kind)
    console.log('  ', JSON.stringify(figures.fault))
    const fault = figures.fault
    if (fault.acknowledgedMissing || fault.acknowledgedStoredTwice || fault.emailsNotDelivered || fault.emailsNotMarkedSent) failed = true
  }
  figuresOfLoad[kind] = figures
  results.load = figuresOfLoad
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
}
console.log(`written to ${path.relative(root, resultsFile)}`)
if (failed) {
  console.error('✖ lost or doubled data: see the figures above')
  process.exit(1)
}
