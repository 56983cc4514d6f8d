'use client'

import { ShieldCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'

/**
 * The demo's 3-D Secure step: the bank's page, simulated; the answer is a second call to the server.
 * A modal <dialog>: the page behind is inert (Tab stays inside) and Escape is "Rechazar autenticación".
 */
export function AuthenticationDialog({ amount, busy, onAnswer }: { amount: string; busy: boolean; onAnswer: (approve: boolean) => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
    // Aprobar first, as before (React's autoFocus runs before the dialog opens, so it would not take).
    dialog?.querySelector<HTMLButtonElement>('[data-initial-focus]')?.focus()
    return () => dialog?.close()
  }, [])
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="auth-title"
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onAnswer(false)
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-card bg-surface p-6 text-ink shadow-card backdrop:bg-night/60"
    >
      <ShieldCheck aria-hidden="true" className="size-10 text-brand" />
      <h2 id="auth-title" className="mt-3 text-xl font-bold text-ink">Autenticación 3D Secure</h2>
      <p className="mt-2 text-ink-soft">
        Tu banco pide confirmar el pago de {amount} MXN. Modo de prueba: elige si la autenticación se aprueba o se rechaza.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={busy} onClick={() => onAnswer(false)}>
          Rechazar autenticación
        </Button>
        <Button data-initial-focus disabled={busy} onClick={() => onAnswer(true)}>
          Aprobar autenticación
        </Button>
      </div>
    </dialog>
  )
}
