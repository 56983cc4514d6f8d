#!/usr/bin/env node
// Sends the Sanity webhook to a running site, signed like Sanity signs it, so the editing loop can
// be tried offline: edit studio/seed/data.ndjson, then `npm run content:revalidate -- service`.
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { revalidateSecret } from './local-revalidate-secret.mjs'

const [type, slug, previousSlug] = process.argv.slice(2)
if (!type) {
  console.error('Uso: npm run content:revalidate -- <tipoDeDocumento> [slug] [slugAnterior]   (p. ej. portfolioProject tienda-ropa tienda-moda)')
  process.exit(2)
}
const site = process.env.SITE_URL ?? 'http://localhost:3000'
const secret = revalidateSecret()
const body = JSON.stringify({ _type: type, ...(slug ? { slug } : {}), ...(previousSlug ? { previousSlug } : {}) })
const response = await fetch(`${site}/api/revalidate`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret),
  },
  body,
})
console.log(response.status, await response.text())
process.exit(response.ok ? 0 : 1)
