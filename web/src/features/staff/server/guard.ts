import 'server-only'
import { notFound, redirect } from 'next/navigation'
import { cache } from 'react'
import type { Viewer } from '@/domain/access/viewer'
import { paths } from '@/config/paths'
import { currentViewer } from '@/lib/auth/session'

// Read once per request: the /equipo layout (the frame) and its page (the door) both ask.
const viewerOfRequest = cache(currentViewer)

/**
 * The door of /equipo (DESIGN.md §4, §6): a stranger is sent to sign in (back to `next`, query string
 * included, afterwards), a signed-in client gets the 404 page, exactly as for a page that does not exist.
 */
export async function staffViewerOrExit(next: string): Promise<Viewer & { email: string }> {
  const viewer = await viewerOfRequest()
  if (!viewer.email) redirect(`${paths.clientSignIn}?${new URLSearchParams({ next })}`)
  if (!viewer.isStaff) notFound()
  return viewer as Viewer & { email: string }
}

/** For the frame and route handlers: the staff viewer, or null (the caller answers 404 or draws no frame). */
export async function staffViewerOrNull(): Promise<(Viewer & { email: string }) | null> {
  const viewer = await viewerOfRequest()
  return viewer.isStaff && viewer.email ? (viewer as Viewer & { email: string }) : null
}
