import 'server-only'

/** Postgres error classes (SQLSTATE) whose meaning a visitor can act on or should know. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED'])

function codeOf(error: unknown): string | undefined {
  let current: unknown = error
  // drizzle wraps driver errors (DrizzleQueryError.cause).
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * A short, safe reason in Spanish for "Error guardando proyecto: {reason}". Never SQL, never a
 * stack, never a driver message: those go to the server log only.
 */
export function describeSaveError(error: unknown): string {
  const code = codeOf(error)
  if (code && CONNECTION_CODES.has(code)) return 'la base de datos no está disponible en este momento. Intenta de nuevo en unos minutos.'
  if (code?.startsWith('08') || code === '57P01' || code === '53300') return 'la base de datos no está disponible en este momento. Intenta de nuevo en unos minutos.'
  if (code?.startsWith('23')) return 'los datos no cumplen las reglas del registro.'
  return 'ocurrió un problema interno. Intenta de nuevo más tarde.'
}

/**
 * For the server log: the error's name, code and the driver's own message, without the failed
 * query's parameters (drizzle puts them in its message, and they hold the visitor's data).
 */
export function logLine(error: unknown): string {
  const root = error instanceof Error && error.cause instanceof Error ? error.cause : error
  const code = codeOf(error)
  const text = root instanceof Error ? `${root.name}: ${root.message}` : String(root)
  return `${code ? `[${code}] ` : ''}${text.split('\n')[0]!.slice(0, 300)}`
}
