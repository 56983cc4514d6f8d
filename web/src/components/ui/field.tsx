import type { ChangeEvent, InputHTMLAttributes, TextareaHTMLAttributes } from 'react'

/** What a form's state gives a field: its name and value, change and blur handlers, and a ref (for focus). */
export type FieldRegistration = {
  name: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  onBlur: () => void
  ref?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void
}

/**
 * Labelled form fields on the theme's tokens, shared by the wizard and the checkout: the label says
 * "(opcional)" or carries a hidden "(obligatorio)", the hint and the error describe the control.
 */
type Common = {
  id: string
  label: string
  required?: boolean
  hint?: string
  error?: string
  registration: FieldRegistration
}

const fieldClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-xl border bg-surface px-3 py-2.5 text-ink placeholder:text-muted ${
    invalid ? 'border-danger' : 'border-line'
  }`

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="block font-medium text-ink">
      {label}
      {required ? (
        <>
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
          <span className="sr-only"> (obligatorio)</span>
        </>
      ) : (
        <span className="font-normal text-muted"> (opcional)</span>
      )}
    </label>
  )
}

/** The ids the control is described by: its hint and its error, when present. */
function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
}

function Help({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </>
  )
}

export function TextField({
  id,
  label,
  required,
  hint,
  error,
  registration,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'>) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={fieldClass(Boolean(error))}
        {...input}
        {...registration}
      />
      <Help id={id} hint={hint} error={error} />
    </div>
  )
}

export function TextAreaField({
  id,
  label,
  required,
  hint,
  error,
  registration,
  ...textarea
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'>) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        rows={4}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={fieldClass(Boolean(error))}
        {...textarea}
        {...registration}
      />
      <Help id={id} hint={hint} error={error} />
    </div>
  )
}
