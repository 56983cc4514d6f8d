// `npm start` (web/scripts/start.mjs): the server's Node options are ones this Node accepts, and on
// Node 22 they put AsyncLocalStorage on AsyncContextFrame (no async_hooks promise hooks per request).
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
// @ts-expect-error a plain .mjs script without types
import { serverNodeOptions } from '../../web/scripts/start.mjs'

describe('web/scripts/start.mjs', () => {
  it('gives the server only Node options this Node accepts', () => {
    const run = spawnSync(process.execPath, [...serverNodeOptions, '-e', 'process.exit(0)'], { encoding: 'utf8' })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
  })

  it('asks for AsyncContextFrame exactly on Node 22 and 23, where it is not the default', () => {
    const major = Number(process.versions.node.split('.')[0])
    expect(serverNodeOptions.includes('--experimental-async-context-frame')).toBe(major === 22 || major === 23)
  })
})
