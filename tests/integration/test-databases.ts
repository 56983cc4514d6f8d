// The databases the integration tests run on: PGlite always (a fresh folder per file), and real
// PostgreSQL when TEST_DATABASE_URL is set (a fresh database per file, dropped afterwards).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { openDatabase, type DatabaseHandle } from '@/lib/db/client'

export interface TestDatabase {
  readonly name: 'pglite' | 'postgres'
  /** `url`: where a second, independent connection (another server instance) reaches the same database; PostgreSQL only. */
  open(): Promise<DatabaseHandle & { readonly url?: string }>
}

const pglite: TestDatabase = {
  name: 'pglite',
  async open() {
    const dir = mkdtempSync(path.join(tmpdir(), 'webso-pglite-'))
    const handle = await openDatabase({ adapter: 'pglite', dataDir: dir })
    return { ...handle, close: async () => { await handle.close(); rmSync(dir, { recursive: true, force: true }) } }
  },
}

function postgresAt(baseUrl: string): TestDatabase {
  return {
    name: 'postgres',
    async open() {
      const name = `webso_it_${randomUUID().replaceAll('-', '').slice(0, 16)}`
      const admin = postgres(baseUrl, { onnotice: () => {}, max: 1 })
      await admin.unsafe(`create database "${name}"`)
      const url = new URL(baseUrl)
      url.pathname = `/${name}`
      const handle = await openDatabase({ adapter: 'postgres', url: url.toString() }, { migrate: true })
      return {
        ...handle,
        url: url.toString(),
        close: async () => {
          await handle.close()
          await admin.unsafe(`drop database if exists "${name}" with (force)`)
          await admin.end({ timeout: 5 })
        },
      }
    },
  }
}

/** For describe.each: every engine this machine offers. */
export const testDatabases: TestDatabase[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgresAt(process.env.TEST_DATABASE_URL)] : []),
]
