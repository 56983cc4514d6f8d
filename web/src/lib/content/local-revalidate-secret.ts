import 'server-only'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { repositoryRoot } from '@/lib/db/migrations'

/**
 * The revalidation webhook's secret in local mode (no Sanity project): generated once per install
 * and kept in `.data/revalidate-secret` (git-ignored, owner-only), which `npm run content:revalidate`
 * (scripts/revalidate-local.mjs) reads too. A file rather than the database: the embedded database
 * can be opened by one process only, the running server.
 */
export const LOCAL_SECRET_FILE = path.join('.data', 'revalidate-secret')

export function localRevalidateSecret(root: string = repositoryRoot()): string {
  const file = path.join(/*turbopackIgnore: true*/ root, LOCAL_SECRET_FILE)
  try {
    const existing = readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(path.dirname(file), { recursive: true })
  try {
    // 'wx': whoever creates it first wins; a concurrent creator reads the winner's value.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return readFileSync(file, 'utf8').trim()
}
