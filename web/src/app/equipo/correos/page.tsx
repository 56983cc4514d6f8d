import Link from 'next/link'
import { connection } from 'next/server'
import { Suspense } from 'react'
import { cn } from '@/components/ui/cn'
import { EmailList } from '@/features/staff/components/email-list'
import { OUTBOX_STATUS_LABELS } from '@/features/staff/format'
import { staffPaths } from '@/features/staff/paths'
import { staffViewerOrExit } from '@/features/staff/server/guard'
import { getDb } from '@/lib/db/client'
import { OUTBOX_STATUSES } from '@/lib/db/schema'
import { isOutboxStatus, listOutboxForStaff } from '@/lib/db/staff-outbox'
import { StaffLoading } from '../loading-state'

type Search = Promise<Record<string, string | string[] | undefined>>

async function Emails({ searchParams }: { searchParams: Search }) {
  await connection()
  const raw = (await searchParams).estado
  const status = isOutboxStatus(raw) ? raw : undefined
  // Signed out, back to this very filter after signing in.
  await staffViewerOrExit(staffPaths.emails(status))
  const emails = await listOutboxForStaff(await getDb(), { status, pageSize: 100 })
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">Correos</h1>
        <p className="text-sm text-ink-soft">Cada correo que el sitio envía, con su estado de entrega (los 100 más recientes).</p>
      </div>
      <nav aria-label="Filtrar por estado" className="flex flex-wrap gap-2 text-sm">
        {[undefined, ...OUTBOX_STATUSES].map((value) => (
          <Link
            key={value ?? 'todos'}
            href={staffPaths.emails(value)}
            aria-current={value === status ? 'page' : undefined}
            className={cn('inline-flex min-h-11 items-center rounded-full px-4 font-semibold', value === status ? 'bg-brand text-on-brand' : 'border border-line bg-surface text-ink hover:border-brand')}
          >
            {value ? OUTBOX_STATUS_LABELS[value] : 'Todos'}
          </Link>
        ))}
      </nav>
      <div className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
        <EmailList emails={emails} />
      </div>
    </div>
  )
}

export default function StaffEmailsPage({ searchParams }: { searchParams: Search }) {
  return (
    <Suspense fallback={<StaffLoading />}>
      <Emails searchParams={searchParams} />
    </Suspense>
  )
}
