import { describe, expect, it } from 'vitest'
import { cfdiInvoiceBody, SAT_PAYMENT_FORMS } from './cfdi-request'

const receiver = { rfc: 'EKU9003173C9', legalName: 'ESCUELA KEMPER URGATE', taxRegime: '601', cfdiUse: 'G03', postalCode: '22800' }

describe('the CFDI a payment is stamped as', () => {
  it('names the receiver, one service line with IVA included, the payment form and the use', () => {
    const body = cfdiInvoiceBody({ receiver, email: 'ana@ejemplo.mx', description: 'Depósito inicial - Sitio web', total: 5_220, taxRateBp: 1600, paidBy: 'card', externalId: 'abc-deposit' })
    expect(body).toEqual({
      customer: { legal_name: 'ESCUELA KEMPER URGATE', tax_id: 'EKU9003173C9', tax_system: '601', email: 'ana@ejemplo.mx', address: { zip: '22800', country: 'MEX' } },
      items: [{ quantity: 1, product: { description: 'Depósito inicial - Sitio web', product_key: '81111500', unit_key: 'E48', price: 5_220, tax_included: true, taxes: [{ type: 'IVA', rate: 0.16 }] } }],
      use: 'G03',
      payment_form: '04',
      external_id: 'abc-deposit',
    })
  })

  it.each([
    ['card', '04'],
    ['transfer', '03'],
    ['oxxo', '01'],
  ] as const)('declares a payment by %s as forma de pago %s, at the quote\'s own IVA', (paidBy, form) => {
    const body = cfdiInvoiceBody({ receiver, email: 'a@b.mx', description: 'x', total: 100, taxRateBp: 800, paidBy, externalId: 'x' })
    expect(body.payment_form).toBe(form)
    expect(SAT_PAYMENT_FORMS[paidBy]).toBe(form)
    expect(body.items[0]!.product.taxes).toEqual([{ type: 'IVA', rate: 0.08 }])
  })
})
