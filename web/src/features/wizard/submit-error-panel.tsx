'use client'

import { AlertTriangle } from 'lucide-react'
import { useEffect, useRef } from 'react'

/** The red panel of a failed submission (spec 2.1); "Intentar de Nuevo" clears it, nothing typed is lost. */
export function SubmitErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null)
  // On a phone the panel can open below the fold: bring it into view (role=alert reads it out).
  useEffect(() => {
    panelRef.current?.scrollIntoView({ block: 'nearest' })
  }, [message])
  return (
    <div ref={panelRef} role="alert" className="rounded-2xl border border-danger/40 bg-danger-soft p-4 text-danger sm:p-5">
      <div className="flex gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div className="min-w-0">
          <p className="font-bold">Error al Enviar la Solicitud</p>
          <p className="mt-1 break-words">{message}</p>
          <p className="mt-1 text-sm">Tus datos siguen aquí: puedes intentarlo otra vez.</p>
          <button
            type="button"
            onClick={onRetry}
            className="mt-3 inline-flex min-h-11 items-center rounded-full bg-danger px-5 font-semibold text-surface hover:opacity-90"
          >
            Intentar de Nuevo
          </button>
        </div>
      </div>
    </div>
  )
}
