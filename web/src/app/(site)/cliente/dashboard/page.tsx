import { randomUUID } from 'node:crypto'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { connection } from 'next/server'
import { Suspense } from 'react'
import { Container } from '@/components/ui/container'
import { paths } from '@/config/paths'
import { ClientDashboard } from '@/features/client-area/client-dashboard'
import { DashboardError, DashboardLoading } from '@/features/client-area/dashboard-states'
import { loadDashboard } from '@/features/client-area/server/load-dashboard'
import { currentViewer } from '@/lib/auth/session'
import { getPricingTables } from '@/lib/content/loaders'
import { getDb } from '@/lib/db/client'

export const metadata: Metadata = {
  title: 'Mi Dashboard',
  robots: { index: false, follow: false },
}

type Search = Promise<Record<string, string | string[] | undefined>>

async function DashboardForViewer({ searchParams }: { searchParams: Search }) {
  await connection()
  let data
  try {
    data = await loadDashboard(await getDb(), await currentViewer(), await getPricingTables())
  } catch (error) {
    console.error('[dashboard] load failed:', error instanceof Error ? error.message.slice(0, 300) : 'unknown error')
    return <DashboardError />
  }
  if (!data) redirect(`${paths.clientSignIn}?${new URLSearchParams({ next: paths.clientDashboard })}`)
  const project = (await searchParams).proyecto
  // Each render has its own id: the dashboard tells a render shown again (Back) from a new one.
  return <ClientDashboard data={data} renderId={randomUUID()} initialProjectId={typeof project === 'string' ? project : undefined} />
}

export default function DashboardPage({ searchParams }: { searchParams: Search }) {
  return (
    <section className="bg-surface-alt py-8 sm:py-12">
      <Container>
        <Suspense fallback={<DashboardLoading />}>
          <DashboardForViewer searchParams={searchParams} />
        </Suspense>
      </Container>
    </section>
  )
}
