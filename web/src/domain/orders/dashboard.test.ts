import { describe, expect, it } from 'vitest'
import { dashboardSummary, paymentHistory, paymentProgress, paymentTotals, type DashboardFigures } from './dashboard'

// A 100,000 request: 30 % deposit, 35 % at milestone 1, 35 % at the end.
const plan = { deposit: 30_000, milestone1: 35_000, final: 35_000 }

const project = (status: string | null, paymentStatus: string | null, totalAmount: number, depositAmount: number): DashboardFigures => {
  const progress = paymentProgress(status, paymentStatus, plan)
  return { status, paymentStatus, totalAmount, depositAmount, paidAmount: progress.paid, owedAmount: progress.owed }
}

const projects = [
  project('pending', 'pending', 0, 0),
  project('contacted', 'deposit_paid', 100_000, 30_000),
  project('in_progress', 'milestone1_paid', 100_000, 30_000),
  project('completed', 'fully_paid', 100_000, 30_000),
  project('cancelled', 'refunded', 100_000, 30_000),
  project('cancelled', 'pending', 0, 0),
  project('archived', 'something-else', 0, 0),
  project(null, null, 0, 0),
]

describe('dashboard figures (spec §2.3, §9, counted as paid)', () => {
  it.each([
    ['pending', 'pending', 0, 100_000],
    ['contacted', 'awaiting_payment', 0, 100_000],
    ['contacted', 'deposit_paid', 30_000, 70_000],
    ['in_progress', 'milestone1_paid', 65_000, 35_000],
    ['completed', 'fully_paid', 100_000, 0],
    ['cancelled', 'pending', 0, 0],
    ['cancelled', 'deposit_paid', 30_000, 0],
    ['cancelled', 'refunded', 0, 0],
    [null, null, 0, 100_000],
  ])('%s / %s: paid %i, owed %i', (status, paymentStatus, paid, owed) => {
    expect(paymentProgress(status, paymentStatus, plan)).toEqual({ paid, owed })
  })

  it('counts active (contacted, in progress), completed and invested (everything paid so far)', () => {
    expect(dashboardSummary(projects)).toEqual({ totalProjects: 8, activeProjects: 2, completedProjects: 1, totalInvested: 30_000 + 65_000 + 100_000 })
  })

  it('lists payments other than pending, unknown ones counting as pending', () => {
    expect(paymentHistory(projects).map((p) => p.paymentStatus)).toEqual(['deposit_paid', 'milestone1_paid', 'fully_paid', 'refunded'])
  })

  it('totals: paid (every payment made), deposits (received, whatever came after), pending (balances of open requests only)', () => {
    expect(paymentTotals(projects)).toEqual({
      totalPaid: 30_000 + 65_000 + 100_000,
      depositsPaid: 3 * 30_000,
      pendingPayment: 100_000 + 70_000 + 35_000 + 100_000 + 100_000,
    })
  })

  it('is all zeros without projects', () => {
    expect(dashboardSummary([])).toEqual({ totalProjects: 0, activeProjects: 0, completedProjects: 0, totalInvested: 0 })
    expect(paymentTotals([])).toEqual({ totalPaid: 0, depositsPaid: 0, pendingPayment: 0 })
  })
})
