import type { Metadata } from 'next'
import { Suspense, type ReactNode } from 'react'
import { StaffShell } from '@/features/staff/components/staff-shell'
import { staffViewerOrNull } from '@/features/staff/server/guard'
import { StaffLoading } from './loading-state'

export const metadata: Metadata = {
  title: 'Equipo',
  robots: { index: false, follow: false },
}

/**
 * The staff frame around every back-office page, drawn here once: a frame drawn by each page put a
 * second <main id="contenido"> in the document after a visit (Next keeps the page left hidden).
 * Anyone but staff gets the page alone, and each page sends them to sign in or to the 404 page.
 */
async function Frame({ children }: { children: ReactNode }) {
  const viewer = await staffViewerOrNull()
  return viewer ? <StaffShell email={viewer.email}>{children}</StaffShell> : children
}

/** /equipo: the staff back office; each page also checks the staff session before drawing anything. */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<StaffLoading />}>
      <Frame>{children}</Frame>
    </Suspense>
  )
}
