// The client dashboard's figures (spec §2.3 and §9), from the requests' stored statuses and amounts.
// The spec's totals (fully paid totals, deposit_paid deposits, pending totals) predate the payment
// plan: with milestones they said $0 paid after two payments. Money is counted as it was paid.
import { paidPlanKinds, planAmount } from './staff-rules'
import { PAYMENT_STATUSES, PROJECT_STATUSES, type PaymentStatus, type ProjectStatus } from './statuses'

export interface DashboardFigures {
  readonly status: string | null
  readonly paymentStatus: string | null
  /** Whole pesos. */
  readonly totalAmount: number
  readonly depositAmount: number
  /** What the client has paid so far, and still owes (nothing on a cancelled or refunded request). */
  readonly paidAmount: number
  readonly owedAmount: number
}

/** Paid and owed, in whole pesos, from the stored plan and the payment status (one rule: paidPlanKinds). */
export function paymentProgress(
  status: string | null,
  paymentStatus: string | null,
  plan: { readonly deposit: number; readonly milestone1: number; readonly final: number },
): { readonly paid: number; readonly owed: number } {
  const payment = normalizedPaymentStatus(paymentStatus)
  const paid = paidPlanKinds(payment).reduce((total, kind) => total + planAmount(plan, kind), 0)
  const closed = normalizedProjectStatus(status) === 'cancelled' || payment === 'refunded'
  return { paid, owed: closed ? 0 : Math.max(0, plan.deposit + plan.milestone1 + plan.final - paid) }
}

/** Unknown or missing values count as pending, as they display (spec §4). */
export function normalizedProjectStatus(status: string | null | undefined): ProjectStatus {
  return (PROJECT_STATUSES as readonly string[]).includes(status ?? '') ? (status as ProjectStatus) : 'pending'
}

export function normalizedPaymentStatus(status: string | null | undefined): PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(status ?? '') ? (status as PaymentStatus) : 'pending'
}

const ACTIVE: readonly ProjectStatus[] = ['in_progress', 'contacted']
const sumOf = (projects: readonly DashboardFigures[], amount: (project: DashboardFigures) => number) => projects.reduce((total, project) => total + amount(project), 0)

/** Resumen: Total Proyectos, Proyectos Activos (contacted, in_progress), Completados, Inversión Total (everything paid so far). */
export function dashboardSummary(projects: readonly DashboardFigures[]) {
  return {
    totalProjects: projects.length,
    activeProjects: projects.filter((project) => ACTIVE.includes(normalizedProjectStatus(project.status))).length,
    completedProjects: projects.filter((project) => normalizedProjectStatus(project.status) === 'completed').length,
    totalInvested: sumOf(projects, (project) => project.paidAmount),
  }
}

/** Pagos: the history lists projects whose payment status is other than pending. */
export function paymentHistory<T extends DashboardFigures>(projects: readonly T[]): T[] {
  return projects.filter((project) => normalizedPaymentStatus(project.paymentStatus) !== 'pending')
}

/** Pagos: Total Pagado (every payment made), Depósitos Pagados (deposits received), Pendiente de Pago (balances of open requests). */
export function paymentTotals(projects: readonly DashboardFigures[]) {
  return {
    totalPaid: sumOf(projects, (project) => project.paidAmount),
    depositsPaid: sumOf(
      projects.filter((project) => paidPlanKinds(normalizedPaymentStatus(project.paymentStatus)).includes('deposit')),
      (project) => project.depositAmount,
    ),
    pendingPayment: sumOf(projects, (project) => project.owedAmount),
  }
}

/** The spec's "Proyectos Recientes": the first five, newest first as listed. */
export const RECENT_PROJECTS = 5
