import 'server-only'
import Facturapi from 'facturapi'
import type { CfdiInvoiceBody } from '@/domain/fiscal/cfdi-request'

/** A stamped CFDI: Facturapi's id, the SAT's folio fiscal (UUID) and the two files the client keeps. */
export interface StampedCfdi {
  readonly id: string
  readonly uuid: string
  readonly pdf: Buffer
  readonly xml: Buffer
}

/** A stamp that did not happen, with the sentence the client reads (the provider's detail goes to the log). */
export class CfdiError extends Error {
  override readonly name = 'CfdiError'
  constructor(
    readonly status: number,
    readonly publicMessage: string,
    detail: string,
  ) {
    super(detail)
  }
}

export const CFDI_MESSAGES = {
  rejected: 'El SAT no aceptó los datos fiscales de esta solicitud. Revisa tu RFC, razón social, régimen fiscal y código postal tal como aparecen en tu Constancia de Situación Fiscal, o escríbenos para emitir tu factura.',
  unavailable: 'El servicio de facturación no responde en este momento. Intenta de nuevo en unos minutos.',
} as const

/** Node's SDK answers files as a readable stream (a Blob elsewhere): read either whole. */
async function bytesOf(file: unknown): Promise<Buffer> {
  if (file && typeof (file as Blob).arrayBuffer === 'function') return Buffer.from(await (file as Blob).arrayBuffer())
  if (file && typeof (file as AsyncIterable<Uint8Array>)[Symbol.asyncIterator] === 'function') {
    const chunks: Buffer[] = []
    for await (const chunk of file as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk))
    return Buffer.concat(chunks)
  }
  if (typeof file === 'string') return Buffer.from(file)
  throw new Error('Facturapi answered a file in an unknown form')
}

/**
 * Stamps a CFDI 4.0 through the official SDK (POST /v2/invoices) and downloads its PDF and XML.
 * 4xx answers (data the SAT refuses, a bad key) become `rejected`; anything else `unavailable`.
 */
export async function stampCfdi(apiKey: string, body: CfdiInvoiceBody): Promise<StampedCfdi> {
  const facturapi = new Facturapi(apiKey)
  try {
    const invoice = (await facturapi.invoices.create(body as unknown as Parameters<typeof facturapi.invoices.create>[0])) as { id: string; uuid: string }
    return await withFiles(facturapi, invoice.id, invoice.uuid)
  } catch (error) {
    throw cfdiError(error)
  }
}

/** A CFDI stamped before, fetched again (GET /v2/invoices/{id}/pdf and /xml): sent again, never stamped twice. */
export async function downloadCfdi(apiKey: string, id: string, uuid: string): Promise<StampedCfdi> {
  try {
    return await withFiles(new Facturapi(apiKey), id, uuid)
  } catch (error) {
    // The invoice exists: any failure to fetch it is the service's, not the client's data.
    throw new CfdiError(502, CFDI_MESSAGES.unavailable, `Facturapi download ${id}: ${detailOf(error)}`)
  }
}

async function withFiles(facturapi: Facturapi, id: string, uuid: string): Promise<StampedCfdi> {
  const [pdf, xml] = await Promise.all([facturapi.invoices.downloadPdf(id).then(bytesOf), facturapi.invoices.downloadXml(id).then(bytesOf)])
  return { id, uuid, pdf, xml }
}

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

function cfdiError(error: unknown): CfdiError {
  const status = typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 0
  const detail = detailOf(error)
  if (status >= 400 && status < 500) return new CfdiError(422, CFDI_MESSAGES.rejected, `Facturapi ${status}: ${detail}`)
  return new CfdiError(502, CFDI_MESSAGES.unavailable, `Facturapi ${status || 'network'}: ${detail}`)
}
