import { Eye, FileDown } from 'lucide-react'
import type { DashboardProject } from './dashboard-data'
import { buttonClass, formatDate, mxn } from './format'
import { TAX_WORDS } from '@/domain/money/tax-wording'
import { ProjectDetail } from './project-detail'
import { PayNowLink } from './pay-now-link'
import { StatusBadge } from './status-badge'
import { EmptyProjects } from './summary-panel'

interface Props {
  readonly projects: readonly DashboardProject[]
  readonly selectedId: string | null
  readonly onView: (id: string | null) => void
  readonly onDownloadProposal: (project: DashboardProject) => void
  readonly downloading: string | null
}

/** Proyectos: the table (cards on a phone), "Ver" detail, "PDF" proposal, and what is to be paid now. */
export function ProjectsPanel({ projects, selectedId, onView, onDownloadProposal, downloading }: Props) {
  if (projects.length === 0) {
    return (
      <div className="rounded-card border border-line bg-surface p-4 shadow-card">
        <EmptyProjects />
      </div>
    )
  }
  const selected = projects.find((project) => project.id === selectedId)
  const actions = (project: DashboardProject) => (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={() => onView(project.id)} aria-expanded={selectedId === project.id} className={`${buttonClass.small} border border-line text-ink hover:border-brand hover:text-brand`}>
        <Eye aria-hidden="true" className="size-4" />
        Ver<span className="sr-only"> el proyecto {project.reference}</span>
      </button>
      <button
        type="button"
        onClick={() => onDownloadProposal(project)}
        disabled={downloading === project.id}
        className={`${buttonClass.small} border border-line text-ink hover:border-brand hover:text-brand disabled:opacity-60`}
      >
        <FileDown aria-hidden="true" className="size-4" />
        {downloading === project.id ? 'Descargando...' : 'PDF'}
        <span className="sr-only"> propuesta del proyecto {project.reference}</span>
      </button>
      <PayNowLink project={project} />
    </div>
  )
  const budget = (project: DashboardProject) => (
    <>
      <span className="font-semibold tabular-nums text-ink">{project.totalAmount > 0 ? mxn(project.totalAmount) : 'N/A'}</span>
      {project.totalAmount > 0 ? <span className="block text-xs text-muted">{TAX_WORDS.included}</span> : null}
      <span className="mt-1 block">
        <StatusBadge kind="payment" status={project.paymentStatus} label={project.paymentStatusLabel} />
      </span>
    </>
  )

  return (
    <div className="grid gap-4">
      <div className="hidden overflow-hidden rounded-card border border-line bg-surface shadow-card md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Tus proyectos</caption>
          <thead className="bg-surface-alt text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="px-4 py-3">Proyecto</th>
              <th scope="col" className="px-4 py-3">Estado</th>
              <th scope="col" className="px-4 py-3">Presupuesto</th>
              <th scope="col" className="px-4 py-3">Fecha</th>
              <th scope="col" className="px-4 py-3">Acciones</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {projects.map((project) => (
              <tr key={project.id} data-testid="project-row">
                <td className="px-4 py-3">
                  <span className="font-semibold text-ink">{project.projectTypeLabel}</span>
                  <span className="block font-mono text-xs text-muted">{project.reference}</span>
                </td>
                <td className="px-4 py-3">
                  <StatusBadge kind="project" status={project.status} label={project.statusLabel} />
                </td>
                <td className="px-4 py-3">{budget(project)}</td>
                <td className="whitespace-nowrap px-4 py-3 text-ink-soft">{formatDate(project.createdAt)}</td>
                <td className="px-4 py-3">{actions(project)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label="Tus proyectos">
        {projects.map((project) => (
          <li key={project.id} className="rounded-card border border-line bg-surface p-4 shadow-card" data-testid="project-card">
            <div className="flex items-start justify-between gap-2">
              <p>
                <span className="font-semibold text-ink">{project.projectTypeLabel}</span>
                <span className="block font-mono text-xs text-muted">{project.reference}</span>
              </p>
              <StatusBadge kind="project" status={project.status} label={project.statusLabel} />
            </div>
            <p className="mt-2 text-sm">{budget(project)}</p>
            <p className="mt-1 text-sm text-ink-soft">{formatDate(project.createdAt)}</p>
            <div className="mt-3">{actions(project)}</div>
          </li>
        ))}
      </ul>
      {selected ? <ProjectDetail project={selected} onClose={() => onView(null)} /> : null}
    </div>
  )
}
