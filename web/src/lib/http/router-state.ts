import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state'

/**
 * Whether Next.js can read a request's `Next-Router-State-Tree` header (absent counts as readable).
 * The rule is Next's own (its size limit and schema): a header it cannot read ended as its bare English
 * 500 with a stack in the log on every page (attack run 8); proxy.ts answers such a request 400 first.
 */
export function isReadableRouterState(header: string | null): boolean {
  if (header === null) return true
  try {
    parseAndValidateFlightRouterState(header)
    return true
  } catch {
    return false
  }
}
