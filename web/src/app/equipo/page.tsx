import { connection } from 'next/server'
import { Suspense } from 'react'
import { RequestsList } from '@/features/staff/components/requests-list'
import { staffPaths } from '@/features/staff/paths'
import { staffViewerOrExit } from '@/features/staff/server/guard'
import { filtersOf, listQuery } from '@/features/staff/server/load'
import { getDb } from '@/lib/db/client'
import { listRequestsForStaff } from '@/lib/db/staff-requests'
import { StaffLoading } from './loading-state'

type Search = Promise<Record<string, string | string[] | undefined>>

async function Requests({ searchParams }: { searchParams: Search }) {
  await connection()
  const filters = filtersOf(await searchParams)
  // Signed out, back to this very list after signing in: its filters, search and page included.
  await staffViewerOrExit(`${staffPaths.requests}${listQuery(filters, filters.page)}`)
  const { rows, total } = await listRequestsForStaff(await getDb(), filters)
  return <RequestsList rows={rows} total={total} filters={filters} page={filters.page} pageSize={filters.pageSize!} />
}

export default function StaffRequestsPage({ searchParams }: { searchParams: Search }) {
  return (
    <Suspense fallback={<StaffLoading />}>
      <Requests searchParams={searchParams} />
    </Suspense>
  )
}
