import { describe, expect, it } from 'vitest'
import { dashboardSummary, paymentHistory, paymentTotals, type DashboardFigures } from './dashboard'

const project = (status: string | null, paymentStatus: string | null, totalAmount: number, depositAmount: number): DashboardFigures => ({
  status,
  paymentStatus,
  totalAmount,
  depositAmount,
})

const projects = [
  project('pending', 'pending', 30_000, 9_000),
  project('contacted', 'deposit_paid', 50_000, 15_000),
  project('in_progress', 'milestone1_paid', 70_000, 21_000),
  project('completed', 'fully_paid', 100_000, 30_000),
  project('cancelled', 'refunded', 20_000, 6_000),
  project('archived', 'something-else', 11_000, 3_300),
  project(null, null, 5_000, 1_500),
]

describe('dashboard figures (spec §2.3, §9)', () => {
  it('counts active (contacted, in progress), completed and invested (fully paid totals)', () => {
    expect(dashboardSummary(projects)).toEqual({ totalProjects: 7, activeProjects: 2, completedProjects: 1, totalInvested: 100_000 })
  })

  it('lists payments other than pending, unknown ones counting as pending', () => {
    expect(paymentHistory(projects).map((p) => p.paymentStatus)).toEqual(['deposit_paid', 'milestone1_paid', 'fully_paid', 'refunded'])
  })

  it('totals: paid (fully paid totals), deposits (deposit_paid deposits), pending (pending, missing or unknown totals)', () => {
    expect(paymentTotals(projects)).toEqual({ totalPaid: 100_000, depositsPaid: 15_000, pendingPayment: 30_000 + 11_000 + 5_000 })
  })

  it('is all zeros without projects', () => {
    expect(dashboardSummary([])).toEqual({ totalProjects: 0, activeProjects: 0, completedProjects: 0, totalInvested: 0 })
    expect(paymentTotals([])).toEqual({ totalPaid: 0, depositsPaid: 0, pendingPayment: 0 })
  })
})
