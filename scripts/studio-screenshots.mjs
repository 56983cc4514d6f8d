#!/usr/bin/env node
// Screenshots of the real studio without a Sanity project or internet: the built studio
// (`npm run build -w studio`) is served on STUDIO_SHOTS_PORT (default 3131) and every call it makes
// to the Sanity API is answered by Playwright route mocks backed by the bundled dataset
// (studio/seed/data.ndjson, queries evaluated by groq-js; EventSource listeners replaced by one that
// says welcome and stays open). Writes PNGs to test-results/studio/.
//   STUDIO_PATH   the studio URL to open (default: the "Tienda de Moda" project)
//   WIDTHS        e.g. 390,1366;  WAIT  ms to let it load;  PREFIX  file name prefix
//   STEPS         '|'-separated actions, a screenshot after each: btntext:Detalle, select:Detalle (phones),
//                 scroll:Resultados, click:45%, role:button=Validación, key:Tab, type:text
//   BAD_LINK=1    the project's results carry a javascript: link (shows the studio's Spanish validation)
// Example: PREFIX=editor STEPS='btntext:Detalle|scroll:Resultados' node scripts/studio-screenshots.mjs
// Sanity's own code varies between versions: when a new call appears it is listed at the end
// ("unknown requests") and answered with {}.
import { createServer } from 'node:http'
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright'
import { parse, evaluate } from 'groq-js'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const dist = path.join(root, 'studio/dist')
const port = Number(process.env.STUDIO_SHOTS_PORT ?? 3131)
const out = path.join(root, 'test-results/studio')
mkdirSync(out, { recursive: true })
const docs = readFileSync(path.join(root, 'studio/seed/data.ndjson'), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line))
const now = new Date().toISOString()
for (const doc of docs) { doc._rev ??= 'rev1'; doc._createdAt ??= now; doc._updatedAt ??= now }
// Images: the import form (_sanityAsset) → a reference to a fake asset.
function fixImages(value) {
  if (Array.isArray(value)) return value.map(fixImages)
  if (value && typeof value === 'object') {
    if (value._sanityAsset) { const { _sanityAsset, ...rest } = value; return { ...rest, asset: { _type: 'reference', _ref: 'image-' + _sanityAsset.replace(/\W/g, '').slice(-20) + '-1200x900-webp' } } }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fixImages(v)]))
  }
  return value
}
const dataset = docs.map(fixImages)
// One sanity.imageAsset per image file, its bytes served from studio/seed/images (cdn.sanity.io route).
const assetFiles = new Map()
for (const line of readFileSync(path.join(root, 'studio/seed/data.ndjson'), 'utf8').matchAll(/"_sanityAsset":"image@file:\/\/\.\/images\/([^"]+)"/g)) {
  const file = line[1]
  const hash = ('image@file://./images/' + file).replace(/\W/g, '').slice(-20)
  if (assetFiles.has(hash)) continue
  assetFiles.set(hash, path.join(root, 'studio/seed/images', file))
  dataset.push({ _id: `image-${hash}-1200x900-webp`, _type: 'sanity.imageAsset', _rev: 'rev1', _createdAt: now, _updatedAt: now, assetId: hash, extension: 'webp', mimeType: 'image/webp', originalFilename: file, path: `images/replaceme/production/${hash}-1200x900.webp`, url: `https://cdn.sanity.io/images/replaceme/production/${hash}-1200x900.webp`, metadata: { _type: 'sanity.imageMetadata', dimensions: { _type: 'sanity.imageDimensions', width: 1200, height: 900, aspectRatio: 4 / 3 } } })
}
if (process.env.BAD_LINK) {
  // Published past the studio (through the API, say): the results link to javascript:.
  const project = dataset.find((doc) => doc._id === 'portfolioProject-tienda-moda')
  project.results[0].markDefs.push({ _key: 'bad', _type: 'link', href: 'javascript:alert(1)' })
  project.results[0].children[3].marks.push('bad')
}
const byId = new Map(dataset.map((d) => [d._id, d]))

const mime = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2' }
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x')
  let file = path.join(dist, decodeURIComponent(url.pathname))
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dist, 'index.html')
  res.writeHead(200, { 'content-type': mime[path.extname(file)] ?? 'application/octet-stream' })
  res.end(readFileSync(file))
}).listen(port, '127.0.0.1')

const user = { id: 'pEditor', name: 'Ana Editora', email: 'equipo@webso.mx', profileImage: null, role: 'administrator', roles: [{ name: 'administrator', title: 'Administrator' }], provider: 'sanity' }
const unknown = new Set()

async function answer(route) {
  const request = route.request()
  const url = new URL(request.url())
  const p = url.pathname.replace(/^\/v[\d-]+|^\/vX/, '')
  const json = (body, status = 200) => route.fulfill({ status, contentType: 'application/json', headers: { 'access-control-allow-origin': `http://127.0.0.1:${port}`, 'access-control-allow-credentials': 'true' }, body: JSON.stringify(body) })
  if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': `http://127.0.0.1:${port}`, 'access-control-allow-credentials': 'true', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE' } })
  if (p === '/users/me') return json(user)
  if (p.startsWith('/users/me/keyvalue')) return json(decodeURIComponent(p.split('/').pop()).split(',').map((key) => ({ key, value: null })))
  if (p.startsWith('/journey/') || p.endsWith('/user-applications') || p.startsWith('/schedules/')) return json(p.startsWith('/schedules/') ? { schedules: [] } : [])
  if (p === '/features') return json([])
  if (p.startsWith('/access/requests')) return json([])
  if (p === '/ping') return json({ ping: 'pong' })
  if (p.endsWith('/acl')) return json([{ filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history', 'editHistory'] }])
  if (p.startsWith('/projects/replaceme/datasets')) return json([{ name: 'production', aclMode: 'public', tags: [] }])
  if (p === '/projects/replaceme/features') return json([])
  if (p.startsWith('/projects/replaceme/users')) return json([user])
  if (p === '/projects/replaceme') return json({ id: 'replaceme', displayName: 'Webso', studioHost: null, isBlocked: false, isDisabled: false, isDisabledByUser: false, metadata: {}, organizationId: null, members: [{ id: user.id, role: 'administrator', roles: user.roles, isCurrentUser: true, isRobot: false, createdAt: now }], createdAt: now, features: [] })
  if (p.startsWith('/projects/replaceme/grants') || p.includes('/acl')) {
    const grants = [{ filter: '_id in path("**")', permissions: ['read', 'update', 'create', 'history'] }]
    return json({ 'sanity.project': [{ grants: [{ name: 'sanity.project.read', params: {} }], config: {} }], 'sanity.document.filter.mode': [{ grants: [{ name: 'read', params: {} }, { name: 'update', params: {} }, { name: 'create', params: {} }, { name: 'history', params: {} }, { name: 'editHistory', params: {} }], config: { filter: '_id in path("**")' } }], grants })
  }
  if (p.startsWith('/data/query/')) {
    let query = url.searchParams.get('query')
    const params = {}
    for (const [k, v] of url.searchParams) if (k.startsWith('$')) params[k.slice(1)] = JSON.parse(v)
    if (request.method() === 'POST') { const body = JSON.parse(request.postData() ?? '{}'); query = body.query; Object.assign(params, body.params ?? {}) }
    // groq-js lacks text::query(): the lists' search filter (empty here) matches everything.
    query = query.replace(/\[@, _id\] match text::query\(\$__query\)/g, 'true')
    try {
      const value = await evaluate(parse(query, { params }), { dataset, params })
      return json({ ms: 1, query, result: await value.get(), syncTags: [] })
    } catch (error) {
      console.log('query error', String(error).slice(0, 200), query.slice(0, 200))
      return json({ ms: 1, query, result: null })
    }
  }
  if (p.startsWith('/data/doc/')) {
    const ids = decodeURIComponent(p.split('/').slice(4).join('/')).split(',')
    return json({ documents: ids.map((id) => byId.get(id)).filter(Boolean), omitted: ids.filter((id) => !byId.has(id)).map((id) => ({ id, reason: 'existence' })) })
  }
  if (p.startsWith('/data/listen/')) {
    return route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream', 'access-control-allow-origin': `http://127.0.0.1:${port}`, 'access-control-allow-credentials': 'true' }, body: `event: welcome\ndata: {"listenerName":"mock"}\n\n` })
  }
  if (p.startsWith('/data/history') || p.startsWith('/data/actions') || p.startsWith('/data/mutate')) return json({ transactionId: 'tx', results: [] })
  unknown.add(`${request.method()} ${url.host}${url.pathname}`)
  return json({})
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
const widths = (process.env.WIDTHS ?? '1366').split(',').map(Number)
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 900 }, locale: 'es-MX' })
  await page.route(/https:\/\/([a-z0-9-]+\.)?api\.sanity\.io\/.*/, answer)
  await page.route(/https:\/\/cdn\.sanity\.io\/images\/.*/, (route) => {
    const hash = new URL(route.request().url()).pathname.split('/').pop().split('-')[0]
    const file = assetFiles.get(hash)
    return file ? route.fulfill({ status: 200, contentType: 'image/webp', body: readFileSync(file) }) : route.abort()
  })
  await page.route(/https:\/\/(?!127\.0\.0\.1|cdn\.sanity\.io).*/, (route) => { const u = new URL(route.request().url()); if (/api\.sanity\.io/.test(u.host)) return answer(route); unknown.add('ext ' + u.host + u.pathname); return route.abort() })
  // Listeners stay open (a fulfilled route would close the stream): every EventSource says welcome.
  await page.addInitScript(() => {
    class FakeEventSource extends EventTarget {
      constructor(url, options) {
        super()
        this.url = String(url); this.readyState = 0; this.withCredentials = Boolean(options?.withCredentials)
        setTimeout(() => {
          this.readyState = 1
          const open = new Event('open'); this.onopen?.(open); this.dispatchEvent(open)
          this.dispatchEvent(new MessageEvent('welcome', { data: JSON.stringify({ listenerName: 'mock' }) }))
        }, 30)
      }
      close() { this.readyState = 2 }
    }
    Object.assign(FakeEventSource, { CONNECTING: 0, OPEN: 1, CLOSED: 2 })
    window.EventSource = FakeEventSource
  })
  page.on('console', (m) => { if (m.type() === 'error' && !/WebSocket|ERR_FAILED|Failed to fetch version/.test(m.text())) console.log('console:', m.text().slice(0, 1500)) })
  page.on('pageerror', (e) => console.log('pageerror:', String(e.stack ?? e).slice(0, 1500)))
  const target = process.env.STUDIO_PATH ?? '/structure/portfolio;portfolioProject-tienda-moda'
  await page.goto(`http://127.0.0.1:${port}${target}`)
  await page.waitForTimeout(Number(process.env.WAIT ?? 12000))
  await page.screenshot({ path: path.join(out, `${process.env.PREFIX ?? 'studio'}-${width}.png`) })
  if (process.env.STEPS) {
    for (const [i, step] of process.env.STEPS.split('|').entries()) {
      const [kind, arg] = step.split(':')
      try {
        if (kind === 'click') await page.getByText(arg, { exact: true }).first().click({ timeout: 8000 })
        if (kind === 'tab') await page.getByRole('tab', { name: arg }).first().click({ timeout: 8000 })
        if (kind === 'scroll') await page.getByText(arg, { exact: true }).first().scrollIntoViewIfNeeded({ timeout: 8000 })
        if (kind === 'type') await page.keyboard.type(arg)
        if (kind === 'key') await page.keyboard.press(arg)
        if (kind === 'dbl') await page.getByText(arg, { exact: true }).first().dblclick({ timeout: 8000 })
        if (kind === 'button') await page.getByRole('button', { name: arg }).last().click({ timeout: 8000 })
        if (kind === 'clicklast') await page.getByText(arg, { exact: true }).last().click({ timeout: 8000 })
        if (kind === 'btntext') await page.locator('button', { hasText: arg }).first().click({ timeout: 8000 })
        if (kind === 'select') await page.locator('select').first().selectOption({ label: arg }, { timeout: 8000 })
        if (kind === 'label') await page.getByLabel(arg).first().click({ timeout: 8000 })
        if (kind === 'role') { const [role, name] = arg.split('='); await page.getByRole(role, { name }).first().click({ timeout: 8000 }) }
        if (kind === 'focus') await page.locator('[data-testid="pt-editor"], [role="textbox"]').nth(Number(arg)).click({ timeout: 8000 })
      } catch (error) { console.log('step failed', step, String(error).slice(0, 160)) }
      await page.waitForTimeout(2500)
      await page.screenshot({ path: path.join(out, `${process.env.PREFIX ?? 'studio'}-${width}-step${i}.png`) })
    }
  }
  if (process.env.CLICK) { await page.getByText(process.env.CLICK, { exact: true }).first().click().catch((e) => console.log('click', String(e).slice(0, 100))); await page.waitForTimeout(4000); await page.screenshot({ path: path.join(out, `studio-${width}-click.png`) }) }
  await page.close()
}
console.log('unknown requests:', [...unknown])
await browser.close()
server.close()
