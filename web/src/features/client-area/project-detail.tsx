import { X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { ButtonLink } from '@/components/ui/button-link'
import { paths } from '@/config/paths'
import type { DashboardProject } from './dashboard-data'
import { buttonClass, formatDate, mxn } from './format'
import { StatusBadge } from './status-badge'

/** "Ver": the detail card (client info, type, status, timeline, budget, feature tags). */
export function ProjectDetail({ project, onClose }: { project: DashboardProject; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [project.id])
  const rows: [string, string][] = [
    ['Cliente', project.contact.name],
    ...(project.contact.company ? ([['Empresa', project.contact.company]] as [string, string][]) : []),
    ['Correo', project.contact.email],
    ['Teléfono', project.contact.phone],
    ['Tipo de proyecto', project.projectTypeLabel],
    ['Cronograma', project.timelineLabel],
    ['Soporte', project.supportLabel],
    ['Presupuesto', `${mxn(project.totalAmount)} (IVA incluido)`],
    ['Anticipo', mxn(project.depositAmount)],
    ['Creado', formatDate(project.createdAt)],
  ]
  return (
    <section aria-labelledby="detalle-proyecto" className="rounded-card border border-brand/30 bg-surface p-4 shadow-card sm:p-6" data-testid="project-detail">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id="detalle-proyecto" ref={heading} tabIndex={-1} className="text-lg font-bold text-ink focus:outline-none">
            {project.projectTypeLabel} <span className="font-mono text-base font-normal text-muted">{project.reference}</span>
          </h3>
          <p className="mt-2 flex flex-wrap gap-2">
            <StatusBadge kind="project" status={project.status} label={project.statusLabel} />
            <StatusBadge kind="payment" status={project.paymentStatus} label={project.paymentStatusLabel} />
          </p>
        </div>
        <button type="button" onClick={onClose} className={`${buttonClass.small} text-ink-soft hover:text-ink`} aria-label="Cerrar el detalle del proyecto">
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-4 text-sm font-semibold text-ink">Características</h4>
      <ul className="mt-2 flex flex-wrap gap-2">
        {project.features.map((feature) => (
          <li key={feature} className="rounded-full bg-brand-soft px-3 py-1 text-sm text-brand-strong">
            {feature}
          </li>
        ))}
      </ul>
      {project.status === 'cancelled' ? null : (
        <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-4">
          <p className="text-sm text-ink-soft">{project.hasFiscalData ? 'Factura (CFDI): registraste tus datos fiscales.' : 'Factura (CFDI): aún no registras tus datos fiscales.'}</p>
          <ButtonLink href={paths.clientBilling(project.id)} variant="secondary" size="sm">
            {project.hasFiscalData ? 'Cambiar datos de facturación' : 'Agregar datos para tu factura'}
          </ButtonLink>
        </div>
      )}
    </section>
  )
}
