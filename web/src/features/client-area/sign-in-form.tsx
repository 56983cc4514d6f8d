'use client'

import { Loader2, MailCheck } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { requestSignInLink } from './auth-api'
import { buttonClasses } from '@/components/ui/button-styles'

type State = { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'error'; message: string }

/** A light check before sending (the server validates with zod); keeps zod out of this page's bundle. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const EMAIL_INVALID = 'Escribe un correo válido, por ejemplo nombre@empresa.com.'
export const LINK_SENT = 'Si hay proyectos con ese correo, te enviamos un enlace para entrar. Revisa tu bandeja (y la carpeta de spam); el enlace vale 15 minutos.'

/** "Ingresa a tu área de cliente": one e-mail field; the answer is the same whatever the address. */
export function SignInForm({ initialEmail = '', next, autoFocus = false }: { initialEmail?: string; next?: string; autoFocus?: boolean }) {
  const [status, setStatus] = useState<State>({ state: 'idle' })
  // What the field shows when the form comes back ("Usar otro correo o pedir otro enlace"): the last address asked for.
  const [lastEmail, setLastEmail] = useState(initialEmail)
  const input = useRef<HTMLInputElement>(null)
  const errorId = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    // Read from the field itself: an address typed before the page's script ran (a slow phone) is
    // there, and a controlled field's empty state would have erased it at hydration.
    const email = String(new FormData(event.currentTarget as HTMLFormElement).get('email') ?? '')
    if (!EMAIL_SHAPE.test(email.trim())) {
      setStatus({ state: 'error', message: EMAIL_INVALID })
      input.current?.focus()
      return
    }
    setLastEmail(email.trim())
    setStatus({ state: 'sending' })
    const result = await requestSignInLink(email.trim(), next)
    setStatus(result.ok ? { state: 'sent' } : { state: 'error', message: result.message })
  }

  if (status.state === 'sent') {
    return (
      // Focus follows the form it replaces, so a keyboard or screen-reader user is not left on the page's top.
      <div ref={(box) => box?.focus()} tabIndex={-1} role="status" className="flex flex-col items-center gap-3 rounded-2xl bg-success-soft p-5 text-center text-success">
        <MailCheck aria-hidden="true" className="size-10" />
        <p className="font-semibold">Revisa tu correo</p>
        <p className="text-sm">{LINK_SENT}</p>
        <button type="button" onClick={() => setStatus({ state: 'idle' })} className="text-sm font-semibold underline underline-offset-4">
          Usar otro correo o pedir otro enlace
        </button>
      </div>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <label htmlFor="correo-acceso" className="text-sm font-semibold text-ink">
        Correo electrónico
      </label>
      <input
        ref={input}
        id="correo-acceso"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoFocus={autoFocus}
        required
        defaultValue={lastEmail}
        onChange={() => {
          if (status.state === 'error') setStatus({ state: 'idle' })
        }}
        aria-invalid={status.state === 'error'}
        aria-describedby={status.state === 'error' ? errorId : undefined}
        placeholder="nombre@empresa.com"
        className="block min-h-12 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
      />
      {status.state === 'error' ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-danger">
          {status.message}
        </p>
      ) : null}
      <button type="submit" disabled={status.state === 'sending'} className={buttonClasses('primary', 'sm', 'w-full')}>
        {status.state === 'sending' ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {status.state === 'sending' ? 'Enviando...' : 'Enviarme el enlace'}
      </button>
    </form>
  )
}
