import { FileDown, Wallet } from 'lucide-react'
import { paymentHistory, paymentTotals } from '@/domain/orders/dashboard'
import type { DashboardProject } from './dashboard-data'
import { buttonClass, formatDate, mxn } from './format'
import { TAX_WORDS } from '@/domain/money/tax-wording'
import { PayNowLink } from './pay-now-link'
import { StatusBadge } from './status-badge'

interface Props {
  readonly projects: readonly DashboardProject[]
  readonly onDownloadReceipt: (project: DashboardProject, kind?: DashboardProject['receipts'][number]['kind']) => void
  readonly downloading: string | null
}

/** Pagos: the three totals and the history of projects whose payment status is not pending. */
export function PaymentsPanel({ projects, onDownloadReceipt, downloading }: Props) {
  const totals = paymentTotals(projects)
  const history = paymentHistory(projects)
  const figures = [
    { label: 'Total Pagado', value: totals.totalPaid },
    { label: 'Depósitos Pagados', value: totals.depositsPaid },
    { label: 'Pendiente de Pago', value: totals.pendingPayment },
  ]
  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-card border border-line bg-surface p-4 shadow-card">
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="mt-1 text-xl font-bold tabular-nums text-ink">{mxn(figure.value)}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="historial-pagos" className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
        <h2 id="historial-pagos" className="text-lg font-bold text-ink">
          Historial de pagos
        </h2>
        {history.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center">
            <Wallet aria-hidden="true" className="size-10 text-muted" />
            <p className="font-semibold text-ink">No hay pagos registrados</p>
            <p className="max-w-sm text-sm text-ink-soft">Cuando pagues el anticipo de un proyecto, lo verás aquí con su comprobante.</p>
          </div>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {history.map((project) => (
              <li key={project.id} className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center" data-testid="payment-row">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    {project.projectTypeLabel} <span className="font-mono text-sm font-normal text-muted">{project.reference}</span>
                  </p>
                  <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft">
                    <StatusBadge kind="payment" status={project.paymentStatus} label={project.paymentStatusLabel} />
                    <span>
                      Total <span className="font-semibold tabular-nums text-ink">{mxn(project.totalAmount)}</span> {TAX_WORDS.included}
                    </span>
                    <span>
                      Depósito <span className="font-semibold tabular-nums text-ink">{mxn(project.depositAmount)}</span>
                    </span>
                    <span>Actualizado el {formatDate(project.updatedAt)}</span>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2 justify-self-start sm:justify-self-end">
                  <PayNowLink project={project} />
                  {project.receipts.map((receipt) => (
                    <button
                      key={receipt.kind}
                      type="button"
                      onClick={() => onDownloadReceipt(project, receipt.kind)}
                      disabled={downloading === project.id}
                      className={`${buttonClass.small} border border-line text-ink hover:border-brand hover:text-brand disabled:opacity-60`}
                    >
                      <FileDown aria-hidden="true" className="size-4" />
                      {downloading === project.id ? 'Descargando...' : project.receipts.length > 1 ? `Comprobante: ${receipt.label}` : 'Comprobante'}
                      <span className="sr-only"> del proyecto {project.reference}</span>
                    </button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
