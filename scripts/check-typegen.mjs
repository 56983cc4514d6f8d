#!/usr/bin/env node
// Fails when the committed schema extract or query types differ from what the studio schema and
// the site's queries generate now (someone changed one without running `npm run typegen`).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

const generated = ['studio/schema.json', 'web/src/lib/content/sanity.types.ts']
const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '')
const before = generated.map(read)

const result = spawnSync('npm', ['run', 'typegen', '-w', 'studio'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, DO_NOT_TRACK: '1' },
})
if (result.status !== 0) {
  process.stdout.write(result.stdout)
  console.error('No se pudieron generar los tipos de Sanity.')
  process.exit(1)
}
const stale = generated.filter((file, index) => read(file) !== before[index])
if (stale.length > 0) {
  console.error(`Generated files were stale and have been regenerated: ${stale.join(', ')}. Review and commit them.`)
  process.exit(1)
}
console.log(`Sanity schema and query types are current (${generated.join(', ')}).`)
