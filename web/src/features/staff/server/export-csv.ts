import 'server-only'
import { requestReference } from '@/domain/orders/project-request'
import { paymentStatusLabel, projectStatusLabel } from '@/domain/orders/statuses'
import { getDb } from '@/lib/db/client'
import { exportRequestsForStaff } from '@/lib/db/staff-requests'
import { jsonError } from '@/lib/http/json-error'
import { toCsv } from '../csv'
import { isoDay } from '../format'
import { staffViewerOrNull } from './guard'
import { filtersOf } from './load'
import { STAFF_MESSAGES } from './messages'

const HEADER = ['Folio', 'Fecha', 'Cliente', 'Correo', 'Teléfono', 'Empresa', 'Tipo', 'Total (MXN)', 'Depósito (MXN)', 'Estado', 'Estado de pago', 'ID']

/** The CSV of every request matching the list's filters (no paging), UTF-8 with BOM. */
export async function staffCsvResponse(search: URLSearchParams): Promise<Response> {
  if (!(await staffViewerOrNull())) return jsonError(404, STAFF_MESSAGES.notFound)
  const { status, paymentStatus, search: text } = filtersOf(search)
  const rows = await exportRequestsForStaff(await getDb(), { status, paymentStatus, search: text })
  const csv = toCsv(
    HEADER,
    rows.map((row) => [
      requestReference(row.id),
      isoDay(row.createdAt),
      row.contactName,
      row.contactEmail,
      row.contactPhone,
      row.contactCompany,
      row.pricingSnapshot.breakdown.projectType,
      row.totalAmount,
      row.depositAmount,
      projectStatusLabel(row.status),
      paymentStatusLabel(row.paymentStatus),
      row.id,
    ]),
  )
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="solicitudes_${isoDay(new Date())}.csv"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
