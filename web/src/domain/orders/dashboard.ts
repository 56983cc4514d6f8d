// The client dashboard's figures (spec §2.3 and §9), from the requests' stored statuses and amounts.
import { PAYMENT_STATUSES, PROJECT_STATUSES, type PaymentStatus, type ProjectStatus } from './statuses'

export interface DashboardFigures {
  readonly status: string | null
  readonly paymentStatus: string | null
  /** Whole pesos. */
  readonly totalAmount: number
  readonly depositAmount: number
}

/** Unknown or missing values count as pending, as they display (spec §4). */
export function normalizedProjectStatus(status: string | null | undefined): ProjectStatus {
  return (PROJECT_STATUSES as readonly string[]).includes(status ?? '') ? (status as ProjectStatus) : 'pending'
}

export function normalizedPaymentStatus(status: string | null | undefined): PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(status ?? '') ? (status as PaymentStatus) : 'pending'
}

const ACTIVE: readonly ProjectStatus[] = ['in_progress', 'contacted']
const sum = (projects: readonly DashboardFigures[]) => projects.reduce((total, project) => total + project.totalAmount, 0)

/** Resumen: Total Proyectos, Proyectos Activos (contacted, in_progress), Completados, Inversión Total (totals of fully paid). */
export function dashboardSummary(projects: readonly DashboardFigures[]) {
  return {
    totalProjects: projects.length,
    activeProjects: projects.filter((project) => ACTIVE.includes(normalizedProjectStatus(project.status))).length,
    completedProjects: projects.filter((project) => normalizedProjectStatus(project.status) === 'completed').length,
    totalInvested: sum(projects.filter((project) => normalizedPaymentStatus(project.paymentStatus) === 'fully_paid')),
  }
}

/** Pagos: the history lists projects whose payment status is other than pending. */
export function paymentHistory<T extends DashboardFigures>(projects: readonly T[]): T[] {
  return projects.filter((project) => normalizedPaymentStatus(project.paymentStatus) !== 'pending')
}

/** Pagos: Total Pagado, Depósitos Pagados, Pendiente de Pago, by the spec's rules. */
export function paymentTotals(projects: readonly DashboardFigures[]) {
  return {
    totalPaid: sum(projects.filter((project) => normalizedPaymentStatus(project.paymentStatus) === 'fully_paid')),
    depositsPaid: projects
      .filter((project) => normalizedPaymentStatus(project.paymentStatus) === 'deposit_paid')
      .reduce((total, project) => total + project.depositAmount, 0),
    pendingPayment: sum(projects.filter((project) => normalizedPaymentStatus(project.paymentStatus) === 'pending')),
  }
}

/** The spec's "Proyectos Recientes": the first five, newest first as listed. */
export const RECENT_PROJECTS = 5
