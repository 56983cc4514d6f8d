import { AlertTriangle, Loader2 } from 'lucide-react'
import { ButtonLink } from '@/components/ui/button-link'
import { paths } from '@/config/paths'

export function DashboardLoading() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-20 text-center">
      <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand" />
      <p className="text-lg font-semibold text-ink">Cargando tu dashboard...</p>
    </div>
  )
}

/** The spec's banner when the data cannot be read (the detail goes to the server log). */
export function DashboardError() {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-card border border-danger/40 bg-surface p-6 text-center shadow-card">
      <AlertTriangle aria-hidden="true" className="mx-auto size-10 text-danger" />
      <h1 className="mt-3 text-xl font-bold text-ink">Error al cargar los datos del dashboard</h1>
      <p className="mt-2 text-ink-soft">No pudimos leer tus proyectos en este momento. Recarga la página en unos minutos.</p>
      <ButtonLink href={paths.clientDashboard} size="sm" className="mt-5">
        Reintentar
      </ButtonLink>
    </div>
  )
}
