// Every amount a visitor reads goes through here so the site has one money format (es-MX, MXN).

const WHOLE_PESOS = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})
const WITH_CENTAVOS = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })

/**
 * Formats pesos as es-MX currency: "$20,010" for whole pesos, "$1,234.50" otherwise.
 * @throws RangeError for NaN or an infinite amount (a wrong price must never be shown).
 */
export function formatMXN(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format ${amount} as MXN`)
  // Decide on the amount rounded to centavos, so 10.001 reads "$10" rather than "$10.00".
  const centavos = Math.round(amount * 100)
  // `+ 0` turns -0 into 0 so a tiny negative never prints "-$0".
  if (centavos % 100 === 0) return WHOLE_PESOS.format(centavos / 100 + 0)
  return WITH_CENTAVOS.format(centavos / 100)
}

/** The amount with its currency code, as the spec writes prices: "$20,010 MXN". */
export function formatMXNWithCode(amount: number): string {
  return `${formatMXN(amount)} MXN`
}
