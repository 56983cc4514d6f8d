import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// A server component that imports anything but a component from a 'use client' module gets a client
// reference in its place: passed whole as a className it happens to work, built on
// (`${fieldClass} py-2`) it renders the reference's source, and the status note lost its border.
const here = path.dirname(new URL(import.meta.url).pathname)
const clientModules = readdirSync(here, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .filter((file) => /^\s*['"]use client['"]/.test(readFileSync(path.join(here, file), 'utf8')))

describe('the back office’s client modules', () => {
  it('exist (the list below is not empty by accident)', () => {
    expect(clientModules).toContain(path.join('components', 'action-form.tsx'))
  })

  it.each(clientModules)('%s exports components only, no strings or other values for server components', async (file) => {
    const exports = await import(/* @vite-ignore */ path.join(here, file))
    for (const [name, value] of Object.entries(exports)) expect(typeof value, name).toBe('function')
  })
})
