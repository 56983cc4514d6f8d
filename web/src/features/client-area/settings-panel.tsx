'use client'

import { CheckCircle2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import type { DashboardProfile } from './dashboard-data'
import { profileSchema } from './profile-schema'
import { buttonClasses } from '@/components/ui/button-styles'

const FIELD = 'mt-1 block min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-base text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30'
const NOTIFICATIONS = [
  { name: 'notifyProjectUpdates', label: 'Actualizaciones de proyectos', hint: 'Cambios de estado y avances de tus proyectos.' },
  { name: 'notifyPayments', label: 'Pagos y facturas', hint: 'Confirmaciones de pago y comprobantes.' },
  { name: 'newsletter', label: 'Boletín de noticias', hint: 'Novedades y consejos de Webso, una vez al mes.' },
] as const

type Status = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; message: string } | { state: 'error'; message: string }

/** Configuración: profile and the three notification choices; "Cancelar" restores, "Guardar Cambios" saves. */
export function SettingsPanel({ profile }: { profile: DashboardProfile }) {
  const [saved, setSaved] = useState(profile)
  const [values, setValues] = useState(profile)
  const [status, setStatus] = useState<Status>({ state: 'idle' })
  const changed = JSON.stringify(values) !== JSON.stringify(saved)
  const router = useRouter()

  async function submit(event: FormEvent) {
    event.preventDefault()
    // The e-mail is the session's, never sent: profileSchema strips it.
    const checked = profileSchema.safeParse(values)
    if (!checked.success) return setStatus({ state: 'error', message: checked.error.issues[0]?.message ?? 'Revisa los datos.' })
    setStatus({ state: 'saving' })
    try {
      const response = await fetch('/api/client/profile', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(checked.data) })
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
      if (!response.ok) return setStatus({ state: 'error', message: body.error ?? 'No pudimos guardar tus cambios. Inténtalo de nuevo.' })
      setSaved(values)
      setStatus({ state: 'saved', message: body.message ?? 'Tus cambios se guardaron.' })
      // The greeting above ("Hola, …") is the server's: read it again with the new name (walk 10).
      router.refresh()
    } catch {
      setStatus({ state: 'error', message: 'No pudimos guardar tus cambios. Revisa tu conexión e inténtalo de nuevo.' })
    }
  }

  const text = (name: 'fullName' | 'phone' | 'company', label: string, props: { type?: string; autoComplete: string; required?: boolean }) => (
    <label className="block text-sm font-semibold text-ink">
      {label}
      {props.required ? <span aria-hidden="true"> *</span> : null}
      <input
        name={name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        required={props.required}
        value={values[name]}
        onChange={(event) => {
          setValues({ ...values, [name]: event.target.value })
          setStatus({ state: 'idle' })
        }}
        className={FIELD}
      />
    </label>
  )

  return (
    <form onSubmit={submit} className="grid gap-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6" noValidate>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-ink">Perfil</legend>
        {text('fullName', 'Nombre completo', { autoComplete: 'name', required: true })}
        <label className="block text-sm font-semibold text-ink">
          Correo electrónico
          <input name="email" type="email" value={values.email} readOnly aria-describedby="correo-fijo" className={`${FIELD} bg-surface-alt text-ink-soft`} />
          <span id="correo-fijo" className="mt-1 block text-xs font-normal text-muted">
            Es el correo con el que entras y el de tus proyectos.
          </span>
        </label>
        {text('phone', 'Teléfono', { type: 'tel', autoComplete: 'tel' })}
        {text('company', 'Empresa', { autoComplete: 'organization' })}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-bold text-ink">Notificaciones por correo</legend>
        {NOTIFICATIONS.map((item) => (
          <label key={item.name} className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 hover:border-brand">
            <input
              type="checkbox"
              name={item.name}
              checked={values[item.name]}
              onChange={(event) => {
                setValues({ ...values, [item.name]: event.target.checked })
                setStatus({ state: 'idle' })
              }}
              className="mt-1 size-5 accent-brand"
            />
            <span>
              <span className="block font-semibold text-ink">{item.label}</span>
              <span className="block text-sm text-ink-soft">{item.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div aria-live="polite">
        {status.state === 'saved' ? (
          <p role="status" className="flex items-center gap-2 rounded-xl bg-success-soft p-3 text-sm font-semibold text-success">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {status.message}
          </p>
        ) : null}
        {status.state === 'error' ? (
          <p role="alert" className="rounded-xl bg-danger-soft p-3 text-sm font-semibold text-danger">
            {status.message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={() => {
            setValues(saved)
            setStatus({ state: 'idle' })
          }}
          disabled={!changed || status.state === 'saving'}
          className={buttonClasses('secondary', 'sm')}
        >
          Cancelar
        </button>
        <button type="submit" disabled={status.state === 'saving'} className={buttonClasses('primary', 'sm')}>
          {status.state === 'saving' ? 'Guardando...' : 'Guardar Cambios'}
        </button>
      </div>
    </form>
  )
}
