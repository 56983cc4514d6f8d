import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
// The script's copy (npm run content:revalidate) must find the same secret as the server.
import { localSecretFile } from '../../../../scripts/local-revalidate-secret.mjs'
import { LOCAL_SECRET_FILE, localRevalidateSecret } from './local-revalidate-secret'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe('localRevalidateSecret', () => {
  it('generates a long random secret once per install, owner-only, and keeps it', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'webso-secret-'))
    roots.push(root)
    const first = localRevalidateSecret(root)
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(localRevalidateSecret(root)).toBe(first)
    const file = path.join(root, LOCAL_SECRET_FILE)
    expect(readFileSync(file, 'utf8').trim()).toBe(first)
    expect(statSync(file).mode & 0o077).toBe(0)

    const other = mkdtempSync(path.join(tmpdir(), 'webso-secret-'))
    roots.push(other)
    expect(localRevalidateSecret(other)).not.toBe(first)
  })

  it('lives where the local script reads it', () => {
    expect(localSecretFile.endsWith(LOCAL_SECRET_FILE)).toBe(true)
  })
})
