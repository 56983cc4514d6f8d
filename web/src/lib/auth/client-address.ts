/**
 * The client's address for rate limits (DESIGN.md §4): `next start` records the socket's address in
 * x-forwarded-for when the request has none, and each trusted proxy appends the address it saw. So
 * the entry `hops` places from the right is the one our side wrote; anything left of it is the
 * visitor's word. A missing address is one shared key, never a free pass.
 */
export function clientAddress(forwardedFor: string | null, hops: number): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const entry = entries[entries.length - 1 - hops]
  if (!entry || entry.length > 64 || !/^[0-9a-fA-F:.[\]]+$/.test(entry)) return 'desconocida'
  return entry.replace(/^::ffff:/, '')
}
