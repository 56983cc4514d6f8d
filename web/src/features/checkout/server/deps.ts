import 'server-only'
import type { Viewer } from '@/domain/access/viewer'
import { currentViewer } from '@/lib/auth/session'
import { getSiteSettings } from '@/lib/content/loaders'
import { getDb, type Database } from '@/lib/db/client'
import type { PaymentProvider } from '@/lib/payments/port'
import { paymentProvider } from '@/lib/payments/provider'

export type SiteSettings = Awaited<ReturnType<typeof getSiteSettings>>

/** What the checkout's server code reads; routes use the real ones, tests pass their own. */
export interface CheckoutDeps {
  readonly db: Database
  readonly provider: PaymentProvider
  readonly siteSettings: () => Promise<SiteSettings>
  /** Who is asking: request-scoped calls answer only the creating browser, its client or staff. */
  readonly viewer: Viewer
}

export async function checkoutDeps(): Promise<CheckoutDeps> {
  const db = await getDb()
  return { db, provider: paymentProvider(db), siteSettings: getSiteSettings, viewer: await currentViewer() }
}
