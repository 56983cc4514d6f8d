import Link from 'next/link'
import { requestReference } from '@/domain/orders/project-request'
import type { ProjectRequestRow } from '@/lib/db/schema'
import type { StaffRequestFilters } from '@/lib/db/staff-requests'
import { formatDay, mxn } from '../format'
import { staffPaths } from '../paths'
import { listQuery } from '../server/load'
import { fieldClass, labelClass } from './field-styles'
import { StatusOptions, StatusPill } from './status-pill'

/** Solicitudes: filters, search, the export link, the rows (a table on wide screens, cards on phones) and pages. */
export function RequestsList({ rows, total, filters, page, pageSize }: { rows: readonly ProjectRequestRow[]; total: number; filters: StaffRequestFilters; page: number; pageSize: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink">Solicitudes</h1>
          <p className="text-sm text-ink-soft">{total === 1 ? '1 solicitud' : `${total} solicitudes`}, de la más reciente a la más antigua.</p>
        </div>
        <a href={`${staffPaths.csv}${listQuery(filters)}`} className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-5 text-sm font-semibold text-ink hover:border-brand hover:text-brand">
          Exportar CSV
        </a>
      </div>

      <form method="get" action={staffPaths.requests} className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end" role="search">
        <label className={labelClass}>
          Buscar
          <input name="q" type="search" defaultValue={filters.search ?? ''} placeholder="Nombre, correo, teléfono, empresa o folio" className={fieldClass} />
        </label>
        <label className={labelClass}>
          Estado
          <select name="estado" defaultValue={filters.status ?? ''} className={fieldClass}>
            <option value="">Todos</option>
            <StatusOptions kind="project" />
          </select>
        </label>
        <label className={labelClass}>
          Estado de pago
          <select name="pago" defaultValue={filters.paymentStatus ?? ''} className={fieldClass}>
            <option value="">Todos</option>
            <StatusOptions kind="payment" />
          </select>
        </label>
        <button type="submit" className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-5 text-sm font-semibold text-on-brand hover:bg-brand-strong">
          Filtrar
        </button>
      </form>

      {rows.length === 0 ? (
        <p className="rounded-card border border-line bg-surface p-8 text-center text-ink-soft">No hay solicitudes con estos filtros.</p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-card border border-line bg-surface shadow-card md:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
                <tr>
                  <th scope="col" className="px-4 py-3">Folio</th>
                  <th scope="col" className="px-4 py-3">Cliente</th>
                  <th scope="col" className="px-4 py-3">Tipo</th>
                  <th scope="col" className="px-4 py-3 text-right">Total</th>
                  <th scope="col" className="px-4 py-3 text-right">Depósito</th>
                  <th scope="col" className="px-4 py-3">Estado</th>
                  <th scope="col" className="px-4 py-3">Pago</th>
                  <th scope="col" className="px-4 py-3">Fecha</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {rows.map((row) => (
                  <tr key={row.id} data-testid="staff-request-row">
                    <td className="px-4 py-3 font-mono">
                      <Link href={staffPaths.request(row.id)} className="font-semibold text-brand underline-offset-2 hover:underline">
                        {requestReference(row.id)}
                      </Link>
                    </td>
                    <td className="px-4 py-3">
                      <p className="font-semibold text-ink">{row.contactName}</p>
                      <p className="text-muted">{row.contactEmail}</p>
                      {row.contactCompany ? <p className="text-muted">{row.contactCompany}</p> : null}
                    </td>
                    <td className="px-4 py-3 text-ink-soft">{row.pricingSnapshot.breakdown.projectType}</td>
                    <td className="px-4 py-3 text-right tabular-nums text-ink">{mxn(row.totalAmount)}</td>
                    <td className="px-4 py-3 text-right tabular-nums text-ink-soft">{mxn(row.depositAmount)}</td>
                    <td className="px-4 py-3"><StatusPill kind="project" status={row.status} /></td>
                    <td className="px-4 py-3"><StatusPill kind="payment" status={row.paymentStatus} /></td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-soft">{formatDay(row.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 md:hidden">
            {rows.map((row) => (
              <li key={row.id} data-testid="staff-request-card" className="rounded-card border border-line bg-surface p-4 shadow-card">
                <div className="flex items-start justify-between gap-3">
                  <Link href={staffPaths.request(row.id)} className="font-mono font-semibold text-brand underline-offset-2 hover:underline">
                    {requestReference(row.id)}
                  </Link>
                  <span className="text-sm text-muted">{formatDay(row.createdAt)}</span>
                </div>
                <p className="mt-1 font-semibold text-ink">{row.contactName}</p>
                <p className="break-words text-sm text-muted">{row.contactEmail}</p>
                <p className="mt-1 text-sm text-ink-soft">
                  {row.pricingSnapshot.breakdown.projectType} · {mxn(row.totalAmount)} · depósito {mxn(row.depositAmount)}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <StatusPill kind="project" status={row.status} />
                  <StatusPill kind="payment" status={row.paymentStatus} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      <nav aria-label="Páginas" className="flex flex-wrap items-center justify-between gap-3 text-sm">
        {page > 1 ? (
          <Link href={`${staffPaths.requests}${listQuery(filters, page - 1)}`} className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-5 font-semibold text-ink hover:border-brand">
            Anterior
          </Link>
        ) : (
          <span />
        )}
        <span className="text-ink-soft">
          Página {Math.min(page, pages)} de {pages}
        </span>
        {page < pages ? (
          <Link href={`${staffPaths.requests}${listQuery(filters, page + 1)}`} className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-5 font-semibold text-ink hover:border-brand">
            Siguiente
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </div>
  )
}
