import 'server-only'
import type { Viewer } from '@/domain/access/viewer'
import type { Database } from '@/lib/db/client'
import { saveClientProfile } from '@/lib/db/client-profiles'
import { profileSchema } from '../profile-schema'
import { CLIENT_AREA_MESSAGES } from './messages'

export type SaveProfileResult = { readonly ok: true } | { readonly ok: false; readonly status: 400 | 401; readonly error: string }

/** PUT /api/client/profile: only a signed-in client saves, and only for their own e-mail. */
export async function saveProfileFromBody(body: unknown, db: Database, viewer: Viewer): Promise<SaveProfileResult> {
  if (viewer.email === null) return { ok: false, status: 401, error: CLIENT_AREA_MESSAGES.signInRequired }
  const parsed = profileSchema.safeParse(body)
  if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0]?.message ?? CLIENT_AREA_MESSAGES.profileFailed }
  const { fullName, phone, company, ...choices } = parsed.data
  await saveClientProfile(db, viewer.email, { fullName, phone: phone || null, company: company || null, ...choices })
  return { ok: true }
}
