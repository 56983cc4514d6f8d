import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { Suspense } from 'react'
import { RequestDetail } from '@/features/staff/components/request-detail'
import { staffPaths } from '@/features/staff/paths'
import { staffViewerOrExit } from '@/features/staff/server/guard'
import { loadStaffRequest } from '@/features/staff/server/load'
import { getPricingTables } from '@/lib/content/loaders'
import { getDb } from '@/lib/db/client'
import { StaffLoading } from '../../loading-state'

type Params = Promise<{ id: string }>

async function Request({ params }: { params: Params }) {
  await connection()
  const { id } = await params
  await staffViewerOrExit(staffPaths.request(id))
  const [view, tables] = await Promise.all([loadStaffRequest(await getDb(), id), getPricingTables()])
  if (!view) notFound()
  return <RequestDetail view={view} tables={tables} />
}

export default function StaffRequestPage({ params }: { params: Params }) {
  return (
    <Suspense fallback={<StaffLoading />}>
      <Request params={params} />
    </Suspense>
  )
}
