// The SAT catalogues a CFDI 4.0 needs from the client, written once (codes and Spanish names as the
// SAT publishes them): c_RegimenFiscal with the kind of person each applies to, and the c_UsoCFDI
// codes that fit paying for a web project, with the regimes each may be used with.
import type { PersonType } from './rfc'

export interface TaxRegime {
  readonly value: string
  readonly title: string
  readonly persons: readonly PersonType[]
}

const BOTH: readonly PersonType[] = ['fisica', 'moral']

export const TAX_REGIMES = [
  { value: '601', title: 'General de Ley Personas Morales', persons: ['moral'] },
  { value: '603', title: 'Personas Morales con Fines no Lucrativos', persons: ['moral'] },
  { value: '605', title: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', persons: ['fisica'] },
  { value: '606', title: 'Arrendamiento', persons: ['fisica'] },
  { value: '607', title: 'Régimen de Enajenación o Adquisición de Bienes', persons: ['fisica'] },
  { value: '608', title: 'Demás ingresos', persons: ['fisica'] },
  { value: '610', title: 'Residentes en el Extranjero sin Establecimiento Permanente en México', persons: BOTH },
  { value: '611', title: 'Ingresos por Dividendos (socios y accionistas)', persons: ['fisica'] },
  { value: '612', title: 'Personas Físicas con Actividades Empresariales y Profesionales', persons: ['fisica'] },
  { value: '614', title: 'Ingresos por intereses', persons: ['fisica'] },
  { value: '615', title: 'Régimen de los ingresos por obtención de premios', persons: ['fisica'] },
  { value: '616', title: 'Sin obligaciones fiscales', persons: ['fisica'] },
  { value: '620', title: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos', persons: ['moral'] },
  { value: '621', title: 'Incorporación Fiscal', persons: ['fisica'] },
  { value: '622', title: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', persons: ['moral'] },
  { value: '623', title: 'Opcional para Grupos de Sociedades', persons: ['moral'] },
  { value: '624', title: 'Coordinados', persons: ['moral'] },
  { value: '625', title: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas', persons: ['fisica'] },
  { value: '626', title: 'Régimen Simplificado de Confianza', persons: BOTH },
] as const satisfies readonly TaxRegime[]

export type TaxRegimeCode = (typeof TAX_REGIMES)[number]['value']

/** Regimes whose taxpayers deduct business expenses (the G and I uses apply to them). */
const BUSINESS_REGIMES = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'] as const
const ALL_REGIMES = TAX_REGIMES.map((regime) => regime.value)

export interface CfdiUse {
  readonly value: string
  readonly title: string
  readonly regimes: readonly string[]
}

export const CFDI_USES = [
  { value: 'G03', title: 'Gastos en general', regimes: BUSINESS_REGIMES },
  { value: 'G01', title: 'Adquisición de mercancías', regimes: BUSINESS_REGIMES },
  { value: 'I04', title: 'Equipo de cómputo y accesorios', regimes: BUSINESS_REGIMES },
  { value: 'I06', title: 'Comunicaciones telefónicas', regimes: BUSINESS_REGIMES },
  { value: 'I08', title: 'Otra maquinaria y equipo', regimes: BUSINESS_REGIMES },
  { value: 'S01', title: 'Sin efectos fiscales', regimes: ALL_REGIMES },
] as const satisfies readonly CfdiUse[]

export type CfdiUseCode = (typeof CFDI_USES)[number]['value']

export const TAX_REGIME_CODES = TAX_REGIMES.map((regime) => regime.value) as [TaxRegimeCode, ...TaxRegimeCode[]]
export const CFDI_USE_CODES = CFDI_USES.map((use) => use.value) as [CfdiUseCode, ...CfdiUseCode[]]

export function taxRegime(code: string): TaxRegime | undefined {
  return TAX_REGIMES.find((regime) => regime.value === code)
}

export function cfdiUse(code: string): CfdiUse | undefined {
  return CFDI_USES.find((use) => use.value === code)
}

/** "601 - General de Ley Personas Morales", as the SAT and the documents write a code. */
export function catalogueLabel(entry: { readonly value: string; readonly title: string }): string {
  return `${entry.value} - ${entry.title}`
}

/** A stored régimen fiscal as documents and staff read it ("601 - General de Ley…"), or its bare code if unknown. */
export function taxRegimeLabel(code: string): string {
  const regime = taxRegime(code)
  return regime ? catalogueLabel(regime) : code
}

/** A stored uso del CFDI as documents and staff read it ("G03 - Gastos en general"), or its bare code if unknown. */
export function cfdiUseLabel(code: string): string {
  const use = cfdiUse(code)
  return use ? catalogueLabel(use) : code
}

export { MEXICAN_STATES } from './mexican-states'
