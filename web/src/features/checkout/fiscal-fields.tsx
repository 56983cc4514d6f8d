'use client'

// The fiscal half of the billing form (RFC, razón social, régimen, uso del CFDI): loaded with the SAT
// catalogues only when the visitor ticks "Necesito factura (CFDI)".
import { catalogueLabel, CFDI_USES, TAX_REGIMES } from '@/domain/fiscal/sat-catalogues'
import { control, Field, invalidProps, type BillingErrors, type BillingValues, type FiscalField } from './billing-field'

export default function FiscalFields({ values, errors, onChange, fid }: { values: BillingValues; errors: BillingErrors; onChange: (values: BillingValues) => void; fid: (key: string) => string }) {
  const invalid = (key: keyof BillingErrors) => invalidProps(errors, fid, key)
  const setFiscal = (field: FiscalField) => (event: { target: { value: string } }) => onChange({ ...values, fiscal: { ...values.fiscal, [field]: event.target.value } })
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={fid('fiscal.rfc')} label="RFC" error={errors['fiscal.rfc']}>
        <input id={fid('fiscal.rfc')} className={`${control(Boolean(errors['fiscal.rfc']))} uppercase`} autoCapitalize="characters" maxLength={16} value={values.fiscal.rfc} onChange={setFiscal('rfc')} {...invalid('fiscal.rfc')} />
      </Field>
      <Field id={fid('fiscal.postalCode')} label="Código postal fiscal" error={errors['fiscal.postalCode']}>
        <input id={fid('fiscal.postalCode')} className={control(Boolean(errors['fiscal.postalCode']))} inputMode="numeric" maxLength={5} value={values.fiscal.postalCode} onChange={setFiscal('postalCode')} {...invalid('fiscal.postalCode')} />
      </Field>
      <div className="sm:col-span-2">
        <Field id={fid('fiscal.legalName')} label="Razón social o nombre" hint="Como en tu Constancia de Situación Fiscal, sin el régimen societario (sin «S.A. de C.V.»)." error={errors['fiscal.legalName']}>
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
  )
}
