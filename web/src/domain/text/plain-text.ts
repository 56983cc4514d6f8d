// Free text a visitor types (names, company, address, messages, fiscal names) is shown again in staff
// pages, e-mail subjects, the CSV export and PDFs. Characters that only steer how text is drawn are
// dropped at the boundary schemas, before any other check: bidirectional embeddings, overrides and
// isolates (U+202A–U+202E, U+2066–U+2069: a name ending in U+202E turns what follows it around, so
// "Ana" + U+202E + "ADAGAP" is drawn "AnaPAGADA") and zero-width characters (U+200B–U+200D, U+2060,
// U+FEFF), which hide text or make one name look like another.
import { z } from 'zod'

const INVISIBLE_CONTROLS = /[\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g

/** `text` without bidirectional controls or zero-width characters. */
export function withoutInvisibleControls(text: string): string {
  return text.replace(INVISIBLE_CONTROLS, '')
}

/**
 * A string schema for free text: `z.string(params)` that first drops bidirectional controls and
 * zero-width characters, so `.trim()`, `.min()` and `.max()` chained after it judge what is stored.
 */
export function plainText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(withoutInvisibleControls)
}
