export type PostalAddress = {
  street?: string | null
  locality?: string | null
  region?: string | null
  postalCode?: string | null
  country?: string | null
}

/**
 * The address as Mexican mail writes it, one line per entry:
 * "Av. López Mateos 1306, Zona Centro" / "22800 Ensenada, Baja California" / "México".
 */
export function addressLines(address: PostalAddress | null | undefined): string[] {
  if (!address) return []
  const city = [address.locality, address.region].filter(Boolean).join(', ')
  const cityLine = [address.postalCode, city].filter(Boolean).join(' ')
  return [address.street, cityLine, address.country].map((line) => line?.trim() ?? '').filter(Boolean)
}
