// The local revalidation secret (web/src/lib/content/local-revalidate-secret.ts keeps the same file):
// generated once per install under .data/, never in the repository.
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const localSecretFile = path.join(repositoryRoot, '.data', 'revalidate-secret')

/** SANITY_REVALIDATE_SECRET when set (a Sanity project), else this install's generated secret. */
export function revalidateSecret(env = process.env) {
  if (env.SANITY_REVALIDATE_SECRET) return env.SANITY_REVALIDATE_SECRET
  try {
    const existing = readFileSync(localSecretFile, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch (error) {
    if (error.code !== 'ENOENT') throw error
  }
  mkdirSync(path.dirname(localSecretFile), { recursive: true })
  try {
    writeFileSync(localSecretFile, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if (error.code !== 'EEXIST') throw error
  }
  return readFileSync(localSecretFile, 'utf8').trim()
}
