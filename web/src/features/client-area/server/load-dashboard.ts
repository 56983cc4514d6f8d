import 'server-only'
import type { Viewer } from '@/domain/access/viewer'
import { readStoredBillingDetails } from '@/domain/fiscal/billing-details'
import { normalizedPaymentStatus, paymentProgress } from '@/domain/orders/dashboard'
import { requestReference } from '@/domain/orders/project-request'
import { paymentStatusLabel, projectStatusLabel } from '@/domain/orders/statuses'
import { canReceivePayment, paidPlanKinds, planAmount } from '@/domain/orders/staff-rules'
import { paymentStepLabel } from '@/domain/pricing/quote-terms'
import type { PricingTables } from '@/domain/pricing/tables'
import type { Database } from '@/lib/db/client'
import { getClientProfile } from '@/lib/db/client-profiles'
import { listProjectRequestsByEmail, listProjectRequestsByIds } from '@/lib/db/project-requests'
import type { ProjectRequestRow } from '@/lib/db/schema'
import type { DashboardData, DashboardProfile, DashboardProject } from '../dashboard-data'

export function dashboardProject(row: ProjectRequestRow, tables: PricingTables): DashboardProject {
  const support = tables.supportLevels.find((level) => level.code === row.supportLevel)
  const paymentStatus = normalizedPaymentStatus(row.paymentStatus)
  const progress = paymentProgress(row.status, row.paymentStatus, row.pricingSnapshot.paymentPlan)
  return {
    id: row.id,
    reference: requestReference(row.id),
    projectTypeLabel: row.pricingSnapshot.breakdown.projectType,
    status: row.status,
    statusLabel: projectStatusLabel(row.status),
    paymentStatus,
    paymentStatusLabel: paymentStatusLabel(row.paymentStatus),
    totalAmount: row.totalAmount,
    depositAmount: row.depositAmount,
    paidAmount: progress.paid,
    owedAmount: progress.owed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    timelineLabel: tables.timelines.find((timeline) => timeline.code === row.timeline)?.label ?? row.timeline,
    supportLabel: support ? `${support.label} (${support.months} meses)` : row.supportLevel,
    features: row.pricingSnapshot.breakdown.features.map((feature) => feature.name),
    contact: { name: row.contactName, company: row.contactCompany, email: row.contactEmail, phone: row.contactPhone },
    canPayDeposit: paymentStatus === 'pending' && row.status !== 'cancelled',
    hasFiscalData: Boolean(readStoredBillingDetails(row.billingDetails)?.fiscalData),
    hasReceipt: paymentStatus !== 'pending',
    requestedPayment:
      row.requestedPayment && canReceivePayment(paymentStatus, row.requestedPayment)
        ? { kind: row.requestedPayment, label: paymentStepLabel(row.pricingSnapshot, row.requestedPayment), amount: planAmount(row.pricingSnapshot.paymentPlan, row.requestedPayment) }
        : null,
    receipts: paidPlanKinds(paymentStatus).map((kind) => ({ kind, label: paymentStepLabel(row.pricingSnapshot, kind) })),
  }
}

/** The saved profile, or one started from the newest request's contact data. */
function profileFor(email: string, saved: Awaited<ReturnType<typeof getClientProfile>>, newest: ProjectRequestRow | undefined): DashboardProfile {
  return {
    fullName: saved?.fullName ?? newest?.contactName ?? '',
    email,
    phone: saved?.phone ?? newest?.contactPhone ?? '',
    company: saved?.company ?? newest?.contactCompany ?? '',
    notifyProjectUpdates: saved?.notifyProjectUpdates ?? true,
    notifyPayments: saved?.notifyPayments ?? true,
    newsletter: saved?.newsletter ?? false,
  }
}

/**
 * The dashboard of whoever asks: a signed-in client sees every request with their e-mail; a browser
 * that only created requests sees those; anyone else gets null (the page sends them to sign in).
 */
export async function loadDashboard(db: Database, viewer: Viewer, tables: PricingTables): Promise<DashboardData | null> {
  if (viewer.email !== null) {
    const [rows, saved] = await Promise.all([listProjectRequestsByEmail(db, viewer.email), getClientProfile(db, viewer.email)])
    return {
      access: 'session',
      email: viewer.email,
      projects: rows.map((row) => dashboardProject(row, tables)),
      profile: profileFor(viewer.email, saved, rows[0]),
    }
  }
  if (viewer.ownedRequestIds.length === 0) return null
  const rows = await listProjectRequestsByIds(db, viewer.ownedRequestIds)
  if (rows.length === 0) return null
  return { access: 'browser', email: rows[0]!.contactEmail, projects: rows.map((row) => dashboardProject(row, tables)), profile: null }
}
