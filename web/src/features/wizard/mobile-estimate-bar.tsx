'use client'

import { ChevronUp } from 'lucide-react'
import { useId, useRef, useState, type ReactNode } from 'react'
import { mxn } from './format'
import { TAX_WORDS } from '@/domain/money/tax-wording'
import type { Estimate } from './live-pricing'

type Props = { result: Estimate; calculating: boolean; children: ReactNode }

/** Below lg: the estimate as a bar stuck to the bottom of the wizard, opening to the full details. */
export function MobileEstimateBar({ result, calculating, children }: Props) {
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const summary = calculating
    ? 'Calculando...'
    : result.kind === 'ready'
      ? mxn(result.pricing.totalPrice)
      : result.kind === 'error'
        ? 'Error en el cálculo'
        : 'Elige tus opciones'
  const deposit = !calculating && result.kind === 'ready' ? mxn(result.pricing.depositRequired) : null
  return (
    <div
      data-estimate-bar
      className="sticky bottom-0 z-20 -mx-4 border-t border-line bg-surface/95 shadow-[0_-8px_24px_-16px_rgb(15_23_42/0.35)] backdrop-blur sm:-mx-6 lg:hidden"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        setOpen(false)
        toggle.current?.focus()
      }}
    >
      <div id={detailsId} hidden={!open} className="max-h-[40vh] overflow-y-auto px-4 pt-4 sm:px-6">
        {children}
      </div>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-14 w-full items-center justify-between gap-3 px-4 py-2 text-left sm:px-6"
      >
        <span className="min-w-0">
          <span className="block text-xs text-muted">Tu estimado{result.kind === 'ready' && !calculating ? ` (${TAX_WORDS.included})` : ''}</span>
          <span className="block truncate font-bold text-ink" data-testid="bar-summary">
            {summary}
          </span>
          {deposit ? (
            <span className="block truncate text-xs text-ink-soft" data-testid="bar-summary-deposit">
              Anticipo {deposit}
            </span>
          ) : null}
        </span>
        <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-strong">
          {open ? 'Ocultar detalle' : 'Ver detalle'}
          <ChevronUp aria-hidden="true" className={`size-4 transition-transform ${open ? '' : 'rotate-180'}`} />
        </span>
      </button>
    </div>
  )
}
