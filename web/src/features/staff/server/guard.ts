import 'server-only'
import { notFound, redirect } from 'next/navigation'
import type { Viewer } from '@/domain/access/viewer'
import { paths } from '@/config/paths'
import { currentViewer } from '@/lib/auth/session'

/**
 * The door of /equipo (DESIGN.md §4, §6): a stranger is sent to sign in (back here afterwards), a
 * signed-in client gets the 404 page, exactly as for a page that does not exist.
 */
export async function staffViewerOrExit(next: string): Promise<Viewer & { email: string }> {
  const viewer = await currentViewer()
  if (!viewer.email) redirect(`${paths.clientSignIn}?${new URLSearchParams({ next })}`)
  if (!viewer.isStaff) notFound()
  return viewer as Viewer & { email: string }
}

/** For route handlers: the staff viewer, or null (the caller answers 404). */
export async function staffViewerOrNull(): Promise<(Viewer & { email: string }) | null> {
  const viewer = await currentViewer()
  return viewer.isStaff && viewer.email ? (viewer as Viewer & { email: string }) : null
}
