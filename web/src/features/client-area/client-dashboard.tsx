'use client'

import { Plus, Settings, X } from 'lucide-react'
import { ButtonLink } from '@/components/ui/button-link'
import { SignOutButton } from '@/components/ui/sign-out-button'
import { useState } from 'react'
import { paths } from '@/config/paths'
import type { DashboardData, DashboardProject } from './dashboard-data'
import { DashboardTabs, panelId, tabId, type DashboardTab } from './dashboard-tabs'
import { downloadDocument } from './document-download'
import { PaymentsPanel } from './payments-panel'
import { ProjectsPanel } from './projects-panel'
import { SettingsPanel } from './settings-panel'
import { BrowserOnlyNotice } from './browser-only-notice'
import { SummaryPanel } from './summary-panel'
import { useRefreshWhenRestored } from '@/components/ui/use-refresh-when-restored'
import { buttonClasses } from '@/components/ui/button-styles'

const DOWNLOAD_ERRORS = { proposal: 'Error al descargar la propuesta', receipt: 'Error al descargar el comprobante' } as const

/** The spec's dashboard (§2.3): header, four tabs, errors in one banner. */
export function ClientDashboard({ data, renderId, initialProjectId }: { data: DashboardData; renderId: string; initialProjectId?: string }) {
  useRefreshWhenRestored(renderId)
  const initial = initialProjectId && data.projects.some((project) => project.id === initialProjectId) ? initialProjectId : null
  const [tab, setTab] = useState<DashboardTab>(initial ? 'proyectos' : 'resumen')
  const [selectedId, setSelectedId] = useState<string | null>(initial)
  const [error, setError] = useState<string | null>(null)
  const [downloading, setDownloading] = useState<string | null>(null)
  const name = data.profile?.fullName || data.projects[0]?.contact.name

  function view(id: string | null) {
    setSelectedId(id)
    if (id) setTab('proyectos')
  }

  async function download(project: DashboardProject, kind: 'proposal' | 'receipt', payment?: DashboardProject['receipts'][number]['kind']) {
    setDownloading(project.id)
    setError(null)
    try {
      await downloadDocument(`/api/documents/${project.id}/${kind}${payment ? `?type=${payment}` : ''}`, `${kind === 'proposal' ? 'Propuesta' : 'Comprobante'}_${project.reference}.pdf`, DOWNLOAD_ERRORS[kind])
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : DOWNLOAD_ERRORS[kind])
    } finally {
      setDownloading(null)
    }
  }

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand">Área de cliente</p>
          <h1 className="mt-1 text-2xl font-bold text-ink sm:text-3xl">{name ? `Hola, ${name}` : 'Tu dashboard'}</h1>
          <p className="mt-1 break-all text-sm text-ink-soft">{data.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href={paths.contact} size="sm">
            <Plus aria-hidden="true" className="size-4" />
            Nuevo Proyecto
          </ButtonLink>
          <button type="button" onClick={() => setTab('configuracion')} className={buttonClasses('secondary', 'sm')}>
            <Settings aria-hidden="true" className="size-4" />
            Configuración
          </button>
          {data.access === 'session' ? (
            <SignOutButton />
          ) : null}
        </div>
      </header>

      {data.access === 'browser' ? <BrowserOnlyNotice email={data.email} /> : null}

      {error ? (
        <div role="alert" className="flex items-start justify-between gap-3 rounded-2xl border border-danger/40 bg-danger-soft p-4 text-danger">
          <p className="font-semibold">{error}. Inténtalo de nuevo en unos momentos.</p>
          <button type="button" onClick={() => setError(null)} aria-label="Cerrar el aviso" className="shrink-0 rounded-full p-1 hover:bg-danger-soft">
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}

      <DashboardTabs active={tab} onChange={setTab} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={0} className="focus:outline-none">
        {tab === 'resumen' ? <SummaryPanel projects={data.projects} onView={view} /> : null}
        {tab === 'proyectos' ? (
          <ProjectsPanel projects={data.projects} selectedId={selectedId} onView={view} onDownloadProposal={(project) => download(project, 'proposal')} downloading={downloading} />
        ) : null}
        {tab === 'pagos' ? <PaymentsPanel projects={data.projects} onDownloadReceipt={(project, payment) => download(project, 'receipt', payment)} downloading={downloading} /> : null}
        {tab === 'configuracion' ? (
          data.profile ? (
            <SettingsPanel profile={data.profile} />
          ) : (
            <BrowserOnlyNotice email={data.email} forSettings />
          )
        ) : null}
      </div>
    </div>
  )
}
