'use client'

import { lazy, Suspense, useEffect, useId, useState } from 'react'
import type { StoredBillingDetails } from '@/domain/fiscal/billing-details'
import { MEXICAN_STATES } from '@/domain/fiscal/mexican-states'
import { control, Field, invalidProps, type AddressField, type BillingErrors, type BillingValues } from './billing-field'
import { CHECKOUT_ERRORS, CheckoutApiError, saveBillingDetails } from './checkout-api'

export type { BillingErrors, BillingValues } from './billing-field'

// The SAT catalogues and the fiscal fields come only when the visitor asks for an invoice.
const FiscalFields = lazy(() => import('./fiscal-fields'))

export function billingValuesFrom(stored: StoredBillingDetails | null): BillingValues {
  const fiscal = stored?.fiscalData
  return {
    address: {
      street: stored?.billingAddress.street ?? '',
      city: stored?.billingAddress.city ?? '',
      state: stored?.billingAddress.state ?? '',
      zip: stored?.billingAddress.zip ?? '',
    },
    needsInvoice: Boolean(fiscal),
    fiscal: { rfc: fiscal?.rfc ?? '', legalName: fiscal?.legalName ?? '', taxRegime: fiscal?.taxRegime ?? '', cfdiUse: fiscal?.cfdiUse ?? 'G03', postalCode: fiscal?.postalCode ?? '' },
  }
}

/**
 * The body of PUT …/billing for these values, checked with the server's own schema (loaded when the
 * visitor continues, not with the page); the first error of each field.
 */
export async function checkBillingValues(values: BillingValues): Promise<{ ok: true; body: unknown } | { ok: false; errors: BillingErrors }> {
  const body = { billingAddress: { ...values.address, country: 'MX' }, ...(values.needsInvoice ? { fiscalData: values.fiscal } : {}) }
  const { billingDetailsSchema } = await import('@/domain/fiscal/billing-details')
  const parsed = billingDetailsSchema.safeParse(body)
  if (parsed.success) return { ok: true, body }
  const errors: BillingErrors = {}
  for (const issue of parsed.error.issues) {
    const [group, field] = issue.path
    const key = `${group === 'billingAddress' ? 'address' : 'fiscal'}.${String(field)}` as keyof BillingErrors
    errors[key] ??= issue.message
  }
  return { ok: false, errors }
}

/**
 * The state of a billing form and its saving, for the checkout's review and the client area's editor:
 * a shown error goes as soon as its field is right, and no new one appears before the next `save`,
 * which checks the values with the server's schema (the first field with a problem gets focus), stores
 * them and answers the stored details, or null (the errors or `saveError` say why).
 */
export function useBillingForm(projectId: string, stored: StoredBillingDetails | null) {
  const [values, setValues] = useState(() => billingValuesFrom(stored))
  const [errors, setErrors] = useState<BillingErrors>({})
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<string | null>(null)
  // The first field with a problem gets focus once the errors are on screen (a frame was sometimes too
  // early on a busy machine), so a keyboard or screen-reader user lands on it.
  const [refused, setRefused] = useState(0)
  useEffect(() => {
    if (refused > 0) document.querySelector<HTMLElement>('[data-billing] [aria-invalid="true"]')?.focus()
  }, [refused])

  function change(next: BillingValues) {
    setValues(next)
    if (Object.keys(errors).length === 0) return
    void checkBillingValues(next)
      .then((checked) =>
        setErrors((shown) => {
          if (checked.ok) return {}
          const kept: BillingErrors = {}
          for (const key of Object.keys(shown) as (keyof BillingErrors)[]) if (checked.errors[key]) kept[key] = checked.errors[key]
          return kept
        }),
      )
      .catch(() => {})
  }

  async function save(): Promise<StoredBillingDetails | null> {
    setSaveError(null)
    setSaving(true)
    try {
      const checked = await checkBillingValues(values).catch(() => null)
      if (!checked) {
        setSaveError(CHECKOUT_ERRORS.billing)
        return null
      }
      if (!checked.ok) {
        setErrors(checked.errors)
        setRefused((count) => count + 1)
        return null
      }
      setErrors({})
      return await saveBillingDetails(projectId, checked.body)
    } catch (error) {
      setSaveError(error instanceof CheckoutApiError ? error.message : CHECKOUT_ERRORS.billing)
      return null
    } finally {
      setSaving(false)
    }
  }

  return { values, errors, change, save, saving, saveError }
}

/**
 * "Datos de facturación" (DESIGN.md §10): the billing address in Mexico, and, for a client who needs
 * a CFDI, the fiscal data as the Constancia de Situación Fiscal states it. Validated here with the
 * server's schema; the server checks it again when it stores it.
 */
export function BillingForm({ values, errors, onChange }: { values: BillingValues; errors: BillingErrors; onChange: (values: BillingValues) => void }) {
  const id = useId()
  const setAddress = (field: AddressField) => (event: { target: { value: string } }) => onChange({ ...values, address: { ...values.address, [field]: event.target.value } })
  const fid = (key: string) => `${id}-${key.replace('.', '-')}`
  const invalid = (key: keyof BillingErrors) => invalidProps(errors, fid, key)

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field id={fid('address.street')} label="Calle y número" error={errors['address.street']}>
            <input id={fid('address.street')} className={control(Boolean(errors['address.street']))} autoComplete="address-line1" value={values.address.street} onChange={setAddress('street')} {...invalid('address.street')} />
          </Field>
        </div>
        <Field id={fid('address.city')} label="Ciudad o municipio" error={errors['address.city']}>
          <input id={fid('address.city')} className={control(Boolean(errors['address.city']))} autoComplete="address-level2" value={values.address.city} onChange={setAddress('city')} {...invalid('address.city')} />
        </Field>
        <Field id={fid('address.state')} label="Estado" error={errors['address.state']}>
          <select id={fid('address.state')} className={control(Boolean(errors['address.state']))} autoComplete="address-level1" value={values.address.state} onChange={setAddress('state')} {...invalid('address.state')}>
            <option value="">Elige tu estado</option>
            {MEXICAN_STATES.map((state) => (
              <option key={state}>{state}</option>
            ))}
          </select>
        </Field>
        <Field id={fid('address.zip')} label="Código postal" error={errors['address.zip']}>
          <input id={fid('address.zip')} className={control(Boolean(errors['address.zip']))} inputMode="numeric" autoComplete="postal-code" maxLength={5} value={values.address.zip} onChange={setAddress('zip')} {...invalid('address.zip')} />
        </Field>
        <p className="self-end pb-2 text-sm text-muted">País: México</p>
      </div>

      <label className="flex items-start gap-3 rounded-xl border border-line p-3 text-ink">
        <input type="checkbox" className="mt-1 size-5 accent-brand" checked={values.needsInvoice} onChange={(event) => onChange({ ...values, needsInvoice: event.target.checked })} />
        <span>
          <span className="font-semibold">Necesito factura (CFDI)</span>
          <span className="block text-sm text-muted">Escribe tus datos tal como aparecen en tu Constancia de Situación Fiscal.</span>
        </span>
      </label>

      {values.needsInvoice ? (
        <Suspense fallback={<p className="text-sm text-muted">Cargando datos fiscales...</p>}>
          <FiscalFields values={values} errors={errors} onChange={onChange} fid={fid} />
        </Suspense>
      ) : null}
    </div>
  )
}
