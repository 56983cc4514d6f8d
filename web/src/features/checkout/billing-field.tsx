// The pieces the billing form and its fiscal part share: the values, the errors and a labelled field.
import type { ReactNode } from 'react'

export type AddressField = 'street' | 'city' | 'state' | 'zip'
export type FiscalField = 'rfc' | 'legalName' | 'taxRegime' | 'cfdiUse' | 'postalCode'
export type BillingValues = {
  address: Record<AddressField, string>
  needsInvoice: boolean
  fiscal: Record<FiscalField, string>
}
/** The first problem of each field, by `address.street`, `fiscal.rfc`… */
export type BillingErrors = Partial<Record<`address.${AddressField}` | `fiscal.${FiscalField}`, string>>

export const control = (invalid: boolean) =>
  `mt-1.5 block min-h-11 w-full min-w-0 rounded-xl border bg-surface px-3 py-2 text-ink ${invalid ? 'border-danger' : 'border-line'} focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30`

/** Props of an input with an error: marked invalid and described by its message. */
export const invalidProps = (errors: BillingErrors, fid: (key: string) => string, key: keyof BillingErrors) =>
  errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${fid(key)}-error` } : {}

export function Field({ id, label, hint, error, optional, children }: { id: string; label: string; hint?: string; error?: string; optional?: boolean; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> (opcional)</span> : null}
        {hint ? <span className="block text-xs font-normal text-muted">{hint}</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
