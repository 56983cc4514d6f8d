/**
 * The client's address for rate limits (DESIGN.md §4): `next start` records the socket's address in
 * x-forwarded-for when the request has none, and each trusted proxy appends the address it saw. So
 * the entry `hops` places from the right is the one our side wrote; anything left of it is the
 * visitor's word. A missing address is one shared key, never a free pass.
 *
 * An IPv6 client is counted by its /64 (`2001:db8:0:7::/64`): a home or a phone is given a whole /64
 * and picks any address in it, so the full address would be 2^64 keys for one visitor. IPv4, and
 * IPv4 written as IPv6 (`::ffff:198.51.100.7`), are the IPv4 address.
 */
export function clientAddress(forwardedFor: string | null, hops: number): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const entry = entries[entries.length - 1 - hops]
  if (!entry || entry.length > 64 || !/^[0-9a-fA-F:.[\]]+$/.test(entry)) return 'desconocida'
  const address = /^\[([^\]]*)\](?::\d+)?$/.exec(entry)?.[1] ?? entry
  const groups = address.includes(':') ? ipv6Groups(address) : undefined
  // IPv4, or something our side wrote that is no IPv6 address (kept as written, as before).
  if (!groups) return address
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

const HEX_GROUP = /^[0-9a-f]{1,4}$/i

/** The eight 16-bit groups of an IPv6 address in any of its spellings (`::`, a dotted IPv4 tail); undefined if it is none. */
function ipv6Groups(text: string): number[] | undefined {
  let head = text
  const tail: number[] = []
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (dotted) {
    const octets = dotted.slice(2).map(Number)
    if (octets.some((octet) => octet > 255)) return undefined
    tail.push((octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!)
    head = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1)
  }
  const halves = head.split('::')
  if (halves.length > 2) return undefined
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => (HEX_GROUP.test(group) ? parseInt(group, 16) : Number.NaN)))
  const left = parse(halves[0]!)
  const right = halves.length === 2 ? parse(halves[1]!) : []
  if ([...left, ...right].some(Number.isNaN)) return undefined
  const given = left.length + right.length + tail.length
  if (halves.length === 2 ? given > 7 : given !== 8) return undefined
  return [...left, ...Array<number>(8 - given).fill(0), ...right, ...tail]
}
