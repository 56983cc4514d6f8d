// X-Forwarded-For as our own server records it (DESIGN.md §4, client addresses): the address of the
// socket the request came in on is appended to whatever the request carried, as every proxy does.
// `next start` alone writes it only when the header is missing, so a visitor who sent their own
// header chose their rate-limit key; with this, the rightmost entry is always ours
// (lib/auth/client-address.ts counts TRUSTED_PROXY_HOPS entries back from it).

/**
 * The header with `socketAddress` appended; an unknown socket address appends a word that is no
 * address (the shared "unknown" key), never leaving the visitor's last entry as the rightmost.
 * @param {string | string[] | undefined} forwardedFor
 * @param {string | undefined} socketAddress
 * @returns {string}
 */
export function appendSocketAddress(forwardedFor, socketAddress) {
  const sent = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return [...sent, socketAddress || 'unknown'].join(', ')
}
