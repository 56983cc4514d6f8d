import { paths } from '@/config/paths'
import type { OutboxStatus } from '@/lib/db/schema'

/** The back office's pages (the list's query string is `listQuery` of server/load.ts). */
export const staffPaths = {
  requests: paths.staffHome,
  /** Correos, all of them or those in one delivery state. */
  emails: (status?: OutboxStatus) => (status ? `/equipo/correos?${new URLSearchParams({ estado: status })}` : '/equipo/correos'),
  request: paths.staffRequest,
  /** The list as CSV (app/equipo/exportar/route.ts), with the list's query string. */
  csv: '/equipo/exportar',
} as const
