import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ThreadedPglite } from './pglite-thread'

describe('ThreadedPglite (PGlite on its own thread)', () => {
  let db: ThreadedPglite
  beforeAll(async () => {
    db = await ThreadedPglite.create('memory://')
    await db.exec('create table t (id int primary key, at timestamptz, doc jsonb)')
  }, 60_000)
  afterAll(async () => {
    await db?.close()
  })

  it('answers rows in either row mode, with the parsers drizzle asks for (time types as text)', async () => {
    await db.query('insert into t values ($1, $2, $3)', [1, '2026-11-23T10:00:00Z', JSON.stringify({ a: [1, 2] })])
    const objects = await db.query('select id, at, doc from t where id = $1', [1], { rowMode: 'object', parsers: { 1184: (value: string) => value } })
    expect(objects.rows).toEqual([{ id: 1, at: '2026-11-23 10:00:00+00', doc: { a: [1, 2] } }])
    expect(objects.fields.map((field) => field.name)).toEqual(['id', 'at', 'doc'])
    const arrays = await db.query('select id, at from t where id = $1', [1], { rowMode: 'array' })
    expect(arrays.rows).toEqual([[1, new Date('2026-11-23T10:00:00Z')]])
  })

  it('commits a transaction whose callback resolves and rolls back one that throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into t (id) values (10)')
      await tx.query('insert into t (id) values (11)')
    })
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t (id) values (12)')
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    const { rows } = await db.query('select id from t where id >= 10 order by id', [], { rowMode: 'array' })
    expect(rows).toEqual([[10], [11]])
  })

  it("keeps the database's error fields (SQLSTATE, constraint) and rolls back a failed transaction", async () => {
    const error = await db.query('insert into t (id) values (1)').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' })
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t (id) values (20)')
        await tx.query('insert into t (id) values (20)')
      }),
    ).rejects.toMatchObject({ code: '23505' })
    expect((await db.query('select count(*)::int as n from t where id = 20')).rows).toEqual([{ n: 0 }])
  })

  it('runs a statement sent during a transaction after it, never inside it', async () => {
    const order: string[] = []
    let outside: Promise<unknown> | undefined
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t (id) values (30)')
        outside = db.query('select count(*)::int as n from t where id = 30').then((result) => {
          order.push('outside')
          return result.rows
        })
        await new Promise((resolve) => setTimeout(resolve, 50))
        order.push('transaction')
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    // The outside read waited for the rollback: it sees no row 30.
    expect(await outside).toEqual([{ n: 0 }])
    expect(order).toEqual(['transaction', 'outside'])
  })

  it('fails every waiting statement when the thread cannot open its folder, rather than hanging', async () => {
    await expect(ThreadedPglite.create('/proc/not-a-place-for-data')).rejects.toThrow()
  })
})
