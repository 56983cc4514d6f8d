'use client'

import { useId, type ReactNode } from 'react'
import { billingDetailsSchema, type StoredBillingDetails } from '@/domain/fiscal/billing-details'
import { catalogueLabel, CFDI_USES, MEXICAN_STATES, TAX_REGIMES } from '@/domain/fiscal/sat-catalogues'

type AddressField = 'street' | 'city' | 'state' | 'zip'
type FiscalField = 'rfc' | 'legalName' | 'taxRegime' | 'cfdiUse' | 'postalCode'
export type BillingValues = {
  address: Record<AddressField, string>
  needsInvoice: boolean
  fiscal: Record<FiscalField, string>
}
type Errors = Partial<Record<`address.${AddressField}` | `fiscal.${FiscalField}`, string>>

const control = (invalid: boolean) =>
  `mt-1.5 block min-h-11 w-full min-w-0 rounded-xl border bg-surface px-3 py-2 text-ink ${invalid ? 'border-danger' : 'border-line'} focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30`

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

/** The body of PUT …/billing for these values, checked with the server's own schema; the first error of each field. */
export function checkBillingValues(values: BillingValues): { ok: true; body: unknown } | { ok: false; errors: Errors } {
  const body = { billingAddress: { ...values.address, country: 'MX' }, ...(values.needsInvoice ? { fiscalData: values.fiscal } : {}) }
  const parsed = billingDetailsSchema.safeParse(body)
  if (parsed.success) return { ok: true, body }
  const errors: Errors = {}
  for (const issue of parsed.error.issues) {
    const [group, field] = issue.path
    const key = `${group === 'billingAddress' ? 'address' : 'fiscal'}.${String(field)}` as keyof Errors
    errors[key] ??= issue.message
  }
  return { ok: false, errors }
}

function Field({ id, label, error, optional, children }: { id: string; label: string; error?: string; optional?: boolean; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> (opcional)</span> : null}
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

/**
 * "Datos de facturación" (DESIGN.md §10): the billing address in Mexico, and, for a client who needs
 * a CFDI, the fiscal data as the Constancia de Situación Fiscal states it. Validated here with the
 * server's schema; the server checks it again when it stores it.
 */
export function BillingForm({ values, errors, onChange }: { values: BillingValues; errors: Errors; onChange: (values: BillingValues) => void }) {
  const id = useId()
  const invalid = (key: keyof Errors) => (errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key.replace('.', '-')}-error` } : {})
  const setAddress = (field: AddressField) => (event: { target: { value: string } }) => onChange({ ...values, address: { ...values.address, [field]: event.target.value } })
  const setFiscal = (field: FiscalField) => (event: { target: { value: string } }) => onChange({ ...values, fiscal: { ...values.fiscal, [field]: event.target.value } })
  const fid = (key: string) => `${id}-${key.replace('.', '-')}`

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
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fid('fiscal.rfc')} label="RFC" error={errors['fiscal.rfc']}>
            <input id={fid('fiscal.rfc')} className={`${control(Boolean(errors['fiscal.rfc']))} uppercase`} autoCapitalize="characters" maxLength={16} value={values.fiscal.rfc} onChange={setFiscal('rfc')} {...invalid('fiscal.rfc')} />
          </Field>
          <Field id={fid('fiscal.postalCode')} label="Código postal fiscal" error={errors['fiscal.postalCode']}>
            <input id={fid('fiscal.postalCode')} className={control(Boolean(errors['fiscal.postalCode']))} inputMode="numeric" maxLength={5} value={values.fiscal.postalCode} onChange={setFiscal('postalCode')} {...invalid('fiscal.postalCode')} />
          </Field>
          <div className="sm:col-span-2">
            <Field id={fid('fiscal.legalName')} label="Razón social o nombre" error={errors['fiscal.legalName']}>
              <input id={fid('fiscal.legalName')} className={control(Boolean(errors['fiscal.legalName']))} autoComplete="organization" value={values.fiscal.legalName} onChange={setFiscal('legalName')} {...invalid('fiscal.legalName')} />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id={fid('fiscal.taxRegime')} label="Régimen fiscal" error={errors['fiscal.taxRegime']}>
              <select id={fid('fiscal.taxRegime')} className={control(Boolean(errors['fiscal.taxRegime']))} value={values.fiscal.taxRegime} onChange={setFiscal('taxRegime')} {...invalid('fiscal.taxRegime')}>
                <option value="">Elige tu régimen fiscal</option>
                {TAX_REGIMES.map((regime) => (
                  <option key={regime.value} value={regime.value}>
                    {catalogueLabel(regime)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id={fid('fiscal.cfdiUse')} label="Uso del CFDI" error={errors['fiscal.cfdiUse']}>
              <select id={fid('fiscal.cfdiUse')} className={control(Boolean(errors['fiscal.cfdiUse']))} value={values.fiscal.cfdiUse} onChange={setFiscal('cfdiUse')} {...invalid('fiscal.cfdiUse')}>
                {CFDI_USES.map((use) => (
                  <option key={use.value} value={use.value}>
                    {catalogueLabel(use)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </div>
      ) : null}
    </div>
  )
}
