import type { Metadata } from 'next'
import type { ReactNode } from 'react'

export const metadata: Metadata = {
  title: 'Equipo',
  robots: { index: false, follow: false },
}

/** /equipo: the staff back office; each page checks the staff session before drawing anything. */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return children
}
