import { CreditCard } from 'lucide-react'
import Link from 'next/link'
import { paths } from '@/config/paths'
import type { DashboardProject } from './dashboard-data'
import { buttonClass, mxn } from './format'

/** What a project asks the client to pay now, and the button's words: the deposit of a pending request, or the payment staff asked for. */
export function dueNow(project: DashboardProject): { href: string; text: string } | null {
  if (project.canPayDeposit) return { href: paths.checkout(project.id), text: 'Pagar anticipo' }
  const asked = project.requestedPayment
  return asked ? { href: paths.clientPayment(project.id, asked.kind), text: `Pagar ahora: ${asked.label} (${mxn(asked.amount)})` } : null
}

/**
 * The one button that pays what a project asks for now, the same in every tab (walk 10: a payment
 * staff asked for showed only under Pagos, as "Pagar Pago final").
 */
export function PayNowLink({ project }: { project: DashboardProject }) {
  const due = dueNow(project)
  if (!due) return null
  return (
    <Link href={due.href} className={`${buttonClass.small} bg-brand text-on-brand hover:bg-brand-strong`}>
      <CreditCard aria-hidden="true" className="size-4" />
      {due.text}
      <span className="sr-only"> del proyecto {project.reference}</span>
    </Link>
  )
}
