import { FolderOpen } from 'lucide-react'
import { ButtonLink } from '@/components/ui/button-link'
import { paths } from '@/config/paths'
import { dashboardSummary, RECENT_PROJECTS } from '@/domain/orders/dashboard'
import type { DashboardProject } from './dashboard-data'
import { buttonClass, formatDate, mxn } from './format'
import { dueNow, PayNowLink } from './pay-now-link'
import { StatusBadge } from './status-badge'

/** Resumen: what is to be paid now, the four counters, "Proyectos Recientes" (first five) or the empty state. */
export function SummaryPanel({ projects, onView }: { projects: readonly DashboardProject[]; onView: (id: string) => void }) {
  const summary = dashboardSummary(projects)
  const counters = [
    { label: 'Total Proyectos', value: String(summary.totalProjects) },
    { label: 'Proyectos Activos', value: String(summary.activeProjects) },
    { label: 'Completados', value: String(summary.completedProjects) },
    { label: 'Inversión Total', value: mxn(summary.totalInvested) },
  ]
  const due = projects.filter((project) => dueNow(project) !== null)
  return (
    <div className="grid gap-6">
      {due.length > 0 ? (
        <section aria-labelledby="pagos-pendientes" className="rounded-card border border-brand/30 bg-brand-soft p-4 sm:p-6">
          <h2 id="pagos-pendientes" className="text-lg font-bold text-ink">
            Pagos pendientes
          </h2>
          <ul className="mt-3 grid gap-3">
            {due.map((project) => (
              <li key={project.id} className="flex flex-wrap items-center justify-between gap-3">
                <p className="min-w-0 font-semibold text-ink">
                  {project.projectTypeLabel} <span className="font-mono text-sm font-normal text-ink-soft">{project.reference}</span>
                </p>
                <PayNowLink project={project} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {counters.map((counter) => (
          <div key={counter.label} className="rounded-card border border-line bg-surface p-4 shadow-card">
            <dt className="text-sm text-muted">{counter.label}</dt>
            <dd className="mt-1 text-xl font-bold text-ink tabular-nums sm:text-2xl">{counter.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="recientes" className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
        <h2 id="recientes" className="text-lg font-bold text-ink">
          Proyectos Recientes
        </h2>
        {projects.length === 0 ? (
          <EmptyProjects />
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {projects.slice(0, RECENT_PROJECTS).map((project) => (
              <li key={project.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    {project.projectTypeLabel} <span className="font-mono text-sm font-normal text-muted">{project.reference}</span>
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                    <StatusBadge kind="project" status={project.status} label={project.statusLabel} />
                    <span>Creado el {formatDate(project.createdAt)}</span>
                  </p>
                </div>
                <button type="button" onClick={() => onView(project.id)} className={`${buttonClass.small} border border-line text-ink hover:border-brand hover:text-brand`}>
                  Ver<span className="sr-only"> el proyecto {project.reference}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

export function EmptyProjects() {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <FolderOpen aria-hidden="true" className="size-10 text-muted" />
      <p className="font-semibold text-ink">No tienes proyectos</p>
      <p className="max-w-sm text-sm text-ink-soft">Configura tu sitio web, tienda o aplicación y recibe un precio al momento.</p>
      <ButtonLink href={paths.contact} size="sm">
        Crear Proyecto
      </ButtonLink>
    </div>
  )
}
