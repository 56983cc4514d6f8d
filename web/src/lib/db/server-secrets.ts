import 'server-only'
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Executor } from './client'
import { serverSecrets } from './schema'

/**
 * A secret the server keeps for itself: created at first use (32 random bytes, base64url) and shared
 * by every instance on the database, so nothing secret lives in the repository or needs configuring.
 */
export async function getOrCreateServerSecret(db: Executor, name: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing()
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name))
  if (!row) throw new Error(`Server secret ${name} could not be created`)
  return row.value
}
