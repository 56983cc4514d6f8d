import 'server-only'
import { getTableColumns } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'

// Rows as one JSON parameter (`jsonb_populate_recordset(null::<table>, $1::jsonb)`) and raw rows back
// into the typed rows drizzle's own queries give: for hot statements whose per-value query building
// cost more than the database's work (lib/db/project-requests.ts).

type Row = Readonly<Record<string, unknown>>

/** The columns `rows` set (keys not undefined), in the table's order. Rows are expected to set the same keys. */
export function columnsOf(table: PgTable, rows: readonly object[]): PgColumn[] {
  const keys = new Set<string>()
  for (const row of rows) for (const [key, value] of Object.entries(row)) if (value !== undefined) keys.add(key)
  return Object.entries(getTableColumns(table))
    .filter(([key]) => keys.has(key))
    .map(([, column]) => column)
}

/** Rows keyed by the table's column names, as JSON: jsonb columns as their JSON, dates as ISO strings. */
export function driverJson(table: PgTable, rows: readonly object[]): string {
  const columns = Object.entries(getTableColumns(table))
  return JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {}
      for (const [key, column] of columns) {
        const value = (row as Row)[key]
        if (value !== undefined) out[column.name] = value
      }
      return out
    }),
  )
}

/** The rows of `db.execute()`: postgres.js answers an array, PGlite `{ rows }`. */
export function rowsOf(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[]
  return ((result as { rows?: Row[] }).rows ?? []) as Row[]
}

/** A raw row (column names, driver values) as drizzle's select would give it (property names, mapped values). */
export function fromDriverRow<T extends PgTable>(table: T, raw: Row): T['$inferSelect'] {
  const out: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name]
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
  }
  return out as T['$inferSelect']
}
