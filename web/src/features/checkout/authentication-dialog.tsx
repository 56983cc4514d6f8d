'use client'

import { ShieldCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'

/** The demo's 3-D Secure step: the bank's page, simulated; the answer is a second call to the server. */
export function AuthenticationDialog({ amount, busy, onAnswer }: { amount: string; busy: boolean; onAnswer: (approve: boolean) => void }) {
  const approveRef = useRef<HTMLButtonElement>(null)
  useEffect(() => approveRef.current?.focus(), [])
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-night/60 p-4">
      <div role="dialog" aria-modal="true" aria-labelledby="auth-title" className="w-full max-w-md rounded-card bg-surface p-6 shadow-card">
        <ShieldCheck aria-hidden="true" className="size-10 text-brand" />
        <h2 id="auth-title" className="mt-3 text-xl font-bold text-ink">Autenticación 3D Secure</h2>
        <p className="mt-2 text-ink-soft">
          Tu banco pide confirmar el pago de {amount} MXN. Modo de prueba: elige si la autenticación se aprueba o se rechaza.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" disabled={busy} onClick={() => onAnswer(false)} className="inline-flex min-h-11 items-center rounded-full border border-line px-5 font-semibold text-ink hover:bg-surface-alt disabled:opacity-60">
            Rechazar autenticación
          </button>
          <button ref={approveRef} type="button" disabled={busy} onClick={() => onAnswer(true)} className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold text-on-brand hover:bg-brand-strong disabled:opacity-60">
            Aprobar autenticación
          </button>
        </div>
      </div>
    </div>
  )
}
