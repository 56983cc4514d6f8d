#!/usr/bin/env node
// npm run observatory: grades a running site's headers with MDN's own HTTP Observatory code (the
// scanner behind developer.mozilla.org/observatory), offline, on loopback.
//
// A deployment sits behind a host that terminates TLS and redirects http → https; this script
// plays that host: a local certificate authority (openssl) signs a certificate for `localhost`,
// an HTTPS proxy forwards to the site (X-Forwarded-Proto: https, as Vercel or a load balancer
// sends it) and an HTTP listener answers 301 to the https URL. The Observatory's retriever then
// reads every route through them, trusting the local authority through NODE_EXTRA_CA_CERTS, and
// its ten tests and grader give the score exactly as the public scanner would.
//
// The scanner is not a project dependency: its install script downloads the HSTS preload list and
// the TLD list from the internet, which CI cannot reach. It is installed here, once, into
// node_modules/.cache with scripts off, and given an empty preload list (localhost is on none).
//
// Usage: OBSERVATORY_TARGET=http://127.0.0.1:3000 npm run observatory
// Prints the grade per route and merges { date, target, routes: { path: { grade, score, failing } } }
// into bench/results.json under "observatory". Exits 1 when a route grades below A+.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const OBSERVATORY_VERSION = '1.4.8'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const target = new URL(process.env.OBSERVATORY_TARGET ?? 'http://127.0.0.1:3000')
const routes = (process.env.OBSERVATORY_ROUTES ?? '/,/servicios,/portafolio,/contacto,/checkout,/cliente,/api/health').split(',')

function installScanner() {
  const prefix = path.join(root, 'node_modules/.cache/observatory')
  const pkg = path.join(prefix, 'node_modules/@mdn/mdn-http-observatory')
  if (!existsSync(path.join(pkg, 'package.json'))) {
    mkdirSync(prefix, { recursive: true })
    writeFileSync(path.join(prefix, 'package.json'), '{"private":true}\n')
    const result = spawnSync('npm', ['install', '--prefix', prefix, '--ignore-scripts', '--no-audit', '--no-fund', `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`], { stdio: 'inherit' })
    if (result.status !== 0) throw new Error('could not install @mdn/mdn-http-observatory')
  }
  const preload = path.join(pkg, 'conf/hsts-preload.json')
  if (!existsSync(preload)) writeFileSync(preload, '{}\n')
  return pkg
}

/** A throw-away certificate authority and a `localhost` certificate it signs. */
function certificates() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'webso-observatory-'))
  const run = (...args) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })
  run('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=Webso local CA', '-keyout', 'ca.key', '-out', 'ca.pem')
  run('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-keyout', 'site.key', '-out', 'site.csr')
  writeFileSync(path.join(dir, 'ext.cnf'), 'subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n')
  run('x509', '-req', '-in', 'site.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '1', '-extfile', 'ext.cnf', '-out', 'site.pem')
  return { ca: path.join(dir, 'ca.pem'), key: readFileSync(path.join(dir, 'site.key')), cert: readFileSync(path.join(dir, 'site.pem')) }
}

// Both stacks: `localhost` may resolve to ::1 or 127.0.0.1.
const listen = (server) => new Promise((resolve) => server.listen(0, '::', () => resolve(server.address().port)))

/** The host in front of the site: TLS termination and the http → https redirect. */
async function frontDoor({ key, cert }) {
  const tls = https.createServer({ key, cert }, (request, response) => {
    const upstream = http.request(
      { hostname: target.hostname, port: target.port, path: request.url, method: request.method, headers: { ...request.headers, 'x-forwarded-proto': 'https', 'x-forwarded-host': request.headers.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => response.writeHead(502).end())
    request.pipe(upstream)
  })
  const httpsPort = await listen(tls)
  const redirect = http.createServer((request, response) => {
    response.writeHead(301, { Location: `https://localhost:${httpsPort}${request.url}` }).end()
  })
  const httpPort = await listen(redirect)
  return { httpsPort, httpPort, close: () => { tls.close(); redirect.close() } }
}

// Runs in a child process: NODE_EXTRA_CA_CERTS is read only when Node starts.
const GRADE = `
const pkg = process.env.OBSERVATORY_PKG
const { retrieve } = await import(pkg + '/src/retriever/retriever.js')
const { ALL_TESTS } = await import(pkg + '/src/constants.js')
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(pkg + '/src/grader/charts.js')
const { getGradeForScore, getScoreModifier } = await import(pkg + '/src/grader/grader.js')
const out = {}
for (const route of JSON.parse(process.env.OBSERVATORY_ROUTES_JSON)) {
  const requests = await retrieve('localhost', { httpPort: process.env.HTTP_PORT, httpsPort: process.env.HTTPS_PORT, path: route })
  if (!requests.responses.auto) { out[route] = { error: 'no response', http: requests.responses.http?.status ?? null, https: requests.responses.https?.status ?? null }; continue }
  // The same arithmetic as the scanner's scan(): penalties first, bonuses only from an A up.
  let withBonus = 100, penalties = 100
  const failing = [], bonuses = []
  for (const test of ALL_TESTS) {
    const result = test(requests)
    const modifier = getScoreModifier(result.result)
    withBonus += modifier
    if (modifier < 0) { penalties += modifier; failing.push(result.constructor.name + ': ' + result.result) }
    if (modifier > 0) bonuses.push(result.constructor.name + ': ' + result.result)
  }
  const grade = getGradeForScore(penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : penalties)
  out[route] = { status: requests.responses.auto.status, grade: grade.grade, score: grade.score, failing, bonuses }
}
console.log(JSON.stringify(out))
`

const pkg = installScanner()
const certs = certificates()
const door = await frontDoor(certs)
try {
  // Asynchronous: the front door answers from this process while the child scans.
  const child = spawn(process.execPath, ['--input-type=module', '-e', GRADE], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_EXTRA_CA_CERTS: certs.ca,
      OBSERVATORY_PKG: pkg,
      OBSERVATORY_ROUTES_JSON: JSON.stringify(routes),
      HTTP_PORT: String(door.httpPort),
      HTTPS_PORT: String(door.httpsPort),
    },
  })
  let stdout = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  const status = await new Promise((resolve) => child.on('close', resolve))
  if (status !== 0) process.exit(1)
  const graded = JSON.parse(stdout.trim().split('\n').at(-1))
  for (const [route, result] of Object.entries(graded)) {
    console.log(`${route.padEnd(14)} ${result.error ? `error: ${JSON.stringify(result)}` : ""}${result.grade ?? '-'} (${result.score ?? '-'})${result.failing?.length ? `  failing: ${result.failing.join('; ')}` : ''}`)
  }
  const resultsFile = path.join(root, 'bench/results.json')
  const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {}
  results.observatory = {
    date: new Date().toISOString(),
    scanner: `@mdn/mdn-http-observatory ${OBSERVATORY_VERSION} (retriever, tests and grader run locally)`,
    setup: 'next start behind a local TLS proxy (X-Forwarded-Proto: https) and an http→https 301, certificate from a throw-away local CA',
    routes: graded,
  }
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
  process.exitCode = Object.values(graded).every((result) => result.grade === 'A+') ? 0 : 1
} finally {
  door.close()
}
