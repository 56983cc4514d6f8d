'use client'

import { useRef, type KeyboardEvent } from 'react'

export const DASHBOARD_TABS = [
  { id: 'resumen', label: 'Resumen' },
  { id: 'proyectos', label: 'Proyectos' },
  { id: 'pagos', label: 'Pagos' },
  { id: 'configuracion', label: 'Configuración' },
] as const
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id']

export const tabId = (tab: DashboardTab) => `pestana-${tab}`
export const panelId = (tab: DashboardTab) => `panel-${tab}`

/** The WAI-ARIA tabs pattern: arrows, Home and End move between tabs, Tab goes into the panel. */
export function DashboardTabs({ active, onChange }: { active: DashboardTab; onChange: (tab: DashboardTab) => void }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = DASHBOARD_TABS.length - 1
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (target === undefined) return
    event.preventDefault()
    onChange(DASHBOARD_TABS[target]!.id)
    buttons.current[target]?.focus()
  }

  return (
    <div role="tablist" aria-label="Secciones de tu área de cliente" className="grid grid-cols-2 gap-1 rounded-3xl border border-line bg-surface-alt p-1 sm:flex sm:rounded-full">
      {DASHBOARD_TABS.map((tab, index) => {
        const selected = tab.id === active
        return (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`min-h-10 shrink-0 grow rounded-full px-4 text-sm font-semibold transition-colors ${selected ? 'bg-surface text-brand-strong shadow-card' : 'text-ink-soft hover:text-ink'}`}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
