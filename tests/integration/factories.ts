// Test data: a valid wizard submission and its server pricing, from the design's known tables.
import { randomUUID } from 'node:crypto'
import { viewerFor, type Viewer } from '@/domain/access/viewer'
import { projectRequestInputSchema, type ProjectRequestInput } from '@/domain/orders/project-request'
import { calculatePrice, type PricingResult } from '@/domain/pricing/calculate-price'
import { testTables } from '@/domain/pricing/test-tables'
import type { OutgoingEmail } from '@/lib/db/outbox'
import type { RequestEmailData } from '@/lib/email/email-data'

/** The JSON body the wizard sends (before parsing). */
export function requestBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    idempotencyKey: randomUUID(),
    projectType: 'ecommerce',
    features: ['responsive', 'payments'],
    timeline: 'normal',
    supportLevel: 'extended',
    budget: 'medium',
    contactInfo: { nombre: 'Ana López', email: 'Ana@Ejemplo.mx', telefono: '646 123 4567', empresa: 'Café Ensenada', mensaje: 'Queremos vender en línea.' },
    finalMessage: 'Gracias',
    paymentMethod: 'card',
    ...overrides,
  }
}

export function requestInput(overrides: Record<string, unknown> = {}): ProjectRequestInput {
  return projectRequestInputSchema.parse(requestBody(overrides))
}

export function pricingFor(input: ProjectRequestInput): PricingResult {
  return calculatePrice(input, testTables)
}

export function emailsFor(input: ProjectRequestInput): OutgoingEmail[] {
  return [
    { kind: 'client_confirmation', to: input.contactInfo.email, subject: 'Recibimos tu solicitud', html: '<p>Hola</p>', text: 'Hola' },
    { kind: 'agency_notice', to: 'ventas@webso.mx', subject: 'Nueva solicitud', html: '<p>Nueva</p>', text: 'Nueva' },
  ]
}

/** What a request's e-mails show (the wizard's server resolves it from the CMS tables). */
export function requestEmailData(name = 'Ana López'): RequestEmailData {
  const requestId = randomUUID()
  return {
    requestId,
    reference: requestId.slice(0, 8).toUpperCase(),
    createdAt: new Date('2026-11-26T18:30:00Z'),
    contact: { name, company: 'Café Ensenada', email: 'ana@ejemplo.mx', phone: '646 123 4567', message: 'Queremos vender en línea.' },
    projectTypeName: 'Tienda en Línea',
    timelineLabel: 'Normal',
    supportLabel: 'Extendido (6 meses)',
    paymentMethodLabel: 'Tarjeta',
    budget: { label: '$30,000 a $60,000', comparison: 'Dentro de tu presupuesto.' },
    pricing: pricingFor(requestInput()),
    agency: { name: 'Webso', phone: '646 000 0000', supportEmail: 'soporte@webso.mx', siteUrl: 'https://webso.mx' },
    clientAreaUrl: 'https://webso.mx/cliente',
  }
}

/** A signed-in staff member: sees every request (DESIGN.md §4). */
export const STAFF_VIEWER: Viewer = viewerFor('equipo@webso.mx', ['equipo@webso.mx'], [])
