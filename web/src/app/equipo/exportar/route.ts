import { staffCsvResponse } from '@/features/staff/server/export-csv'

/** GET /equipo/exportar?estado&pago&q: the filtered Solicitudes as CSV (staff only; 404 for anyone else). */
export async function GET(request: Request) {
  return staffCsvResponse(new URL(request.url).searchParams)
}
