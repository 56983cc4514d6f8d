#!/usr/bin/env node
// The browser tests run the site on a copy of the bundled dataset, so that a test may edit content
// (and so that one project's Portable Text carries a `javascript:` link the renderer must refuse).
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { e2eDatasetDir, e2eWorkDir, repositoryRoot as root, UNSAFE_LINK_PROJECT, UNSAFE_LINK_TEXT } from './dataset-fixture.mjs'

const seedDir = path.join(root, 'studio/seed')

rmSync(e2eDatasetDir, { recursive: true, force: true })
mkdirSync(e2eDatasetDir, { recursive: true })
symlinkSync(path.join(seedDir, 'images'), path.join(e2eDatasetDir, 'images'), 'dir')

const lines = readFileSync(path.join(seedDir, 'data.ndjson'), 'utf8').split('\n').filter(Boolean)
const edited = lines.map((line) => {
  const doc = JSON.parse(line)
  if (doc._type !== 'portfolioProject' || doc.slug?.current !== UNSAFE_LINK_PROJECT) return line
  // Published past the studio's validation (through the API, say): the renderer checks links again.
  doc.fullDescription.push({
    _key: 'e2e-links',
    _type: 'block',
    style: 'normal',
    markDefs: [
      { _key: 'bad', _type: 'link', href: 'javascript:alert(document.cookie)' },
      { _key: 'good', _type: 'link', href: 'https://webso.mx' },
    ],
    children: [
      { _key: 'a', _type: 'span', marks: ['bad'], text: UNSAFE_LINK_TEXT },
      { _key: 'b', _type: 'span', marks: [], text: ' y ' },
      { _key: 'c', _type: 'span', marks: ['good'], text: 'sitio seguro' },
      { _key: 'd', _type: 'span', marks: [], text: '.' },
    ],
  })
  return JSON.stringify(doc)
})
writeFileSync(path.join(e2eDatasetDir, 'data.ndjson'), `${edited.join('\n')}\n`)
cpSync(path.join(e2eDatasetDir, 'data.ndjson'), path.join(e2eDatasetDir, 'data.original.ndjson'))
// Each run starts with an empty embedded database (playwright.config.ts points PGLITE_DIR here).
rmSync(path.join(e2eWorkDir, 'e2e-db'), { recursive: true, force: true })
console.log(`E2E dataset ready at ${path.relative(root, e2eDatasetDir)}`)
