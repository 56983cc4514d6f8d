#!/usr/bin/env node
// Packs studio/seed/data.ndjson and studio/seed/images/ into studio/seed/webso-seed.tar.gz, with
// both at the archive root, ready for:  npx sanity dataset import studio/seed/webso-seed.tar.gz <dataset>
// Run from anywhere: node studio/seed/scripts/make-archive.mjs
//
// Plain Node (no tar binary, no dependency): a POSIX ustar archive, gzip-compressed. Entries are
// sorted and carry a fixed date, so the same inputs always give the same bytes.

import {readdir, readFile, stat, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {gzipSync} from 'node:zlib'

const here = path.dirname(fileURLToPath(import.meta.url))
const seedDir = path.resolve(here, '..')
const outFile = path.join(seedDir, 'webso-seed.tar.gz')
const MTIME = Math.floor(Date.UTC(2025, 0, 1) / 1000)
const BLOCK = 512

function octal(value, length) {
  return value.toString(8).padStart(length - 1, '0') + '\0'
}

function header(name, {size = 0, type = '0', mode = 0o644} = {}) {
  const nameBytes = Buffer.from(name, 'utf8')
  if (nameBytes.length > 100) throw new Error(`Path too long for a ustar header: ${name}`)
  const h = Buffer.alloc(BLOCK, 0)
  nameBytes.copy(h, 0)
  h.write(octal(mode, 8), 100, 'ascii')
  h.write(octal(0, 8), 108, 'ascii') // uid
  h.write(octal(0, 8), 116, 'ascii') // gid
  h.write(octal(size, 12), 124, 'ascii')
  h.write(octal(MTIME, 12), 136, 'ascii')
  h.write('        ', 148, 'ascii') // checksum placeholder
  h.write(type, 156, 'ascii')
  h.write('ustar\0', 257, 'ascii')
  h.write('00', 263, 'ascii')
  let sum = 0
  for (const byte of h) sum += byte
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii')
  return h
}

function entry(name, data) {
  const padding = (BLOCK - (data.length % BLOCK)) % BLOCK
  return [header(name, {size: data.length}), data, Buffer.alloc(padding, 0)]
}

const dataFile = path.join(seedDir, 'data.ndjson')
const imagesDir = path.join(seedDir, 'images')
await stat(dataFile)
const images = (await readdir(imagesDir)).filter((f) => /\.(webp|png|jpe?g|svg)$/i.test(f)).sort()

const parts = [...entry('data.ndjson', await readFile(dataFile)), header('images/', {type: '5', mode: 0o755})]
for (const file of images) parts.push(...entry(`images/${file}`, await readFile(path.join(imagesDir, file))))
parts.push(Buffer.alloc(BLOCK * 2, 0))

const gz = gzipSync(Buffer.concat(parts), {level: 9})
await writeFile(outFile, gz)
console.log(`Wrote ${path.relative(process.cwd(), outFile)}: data.ndjson + ${images.length} images, ${(gz.length / 1024).toFixed(0)} KB`)
