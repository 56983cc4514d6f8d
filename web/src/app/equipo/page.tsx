import { connection } from 'next/server'
import { Suspense } from 'react'
import { RequestsList } from '@/features/staff/components/requests-list'
import { StaffShell } from '@/features/staff/components/staff-shell'
import { staffViewerOrExit } from '@/features/staff/server/guard'
import { filtersOf } from '@/features/staff/server/load'
import { getDb } from '@/lib/db/client'
import { listRequestsForStaff } from '@/lib/db/staff-requests'
import { StaffLoading } from './loading-state'

type Search = Promise<Record<string, string | string[] | undefined>>

async function Requests({ searchParams }: { searchParams: Search }) {
  await connection()
  const viewer = await staffViewerOrExit('/equipo')
  const filters = filtersOf(await searchParams)
  const { rows, total } = await listRequestsForStaff(await getDb(), filters)
  return (
    <StaffShell email={viewer.email} current="solicitudes">
      <RequestsList rows={rows} total={total} filters={filters} page={filters.page} pageSize={filters.pageSize!} />
    </StaffShell>
  )
}

export default function StaffRequestsPage({ searchParams }: { searchParams: Search }) {
  return (
    <Suspense fallback={<StaffLoading />}>
      <Requests searchParams={searchParams} />
    </Suspense>
  )
}
