// Matching compares what people type ("Diseño_Responsivo ") with catalogue words ("diseno responsivo"),
// so both sides go through the same normalisation.

/** Lower case, accents removed (NFD, so "ñ" becomes "n"), "-" and "_" as spaces, spaces collapsed, trimmed. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim()
}
