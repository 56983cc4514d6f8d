/** Text colour for a coloured technology badge, readable at WCAG AA (contrast ≥ 4.5:1). */

export const LIGHT_TEXT = '#ffffff'
/** The site's ink; readable on most light and mid colours. */
export const DARK_TEXT = '#0f172a'
/** For the few mid-tone colours where neither white nor ink reaches 4.5:1, black always does. */
export const BLACK_TEXT = '#000000'

type Rgb = readonly [number, number, number]

/** "#61dafb" or "#6df" → [97, 218, 251]; null when it is not a hex colour. */
export function parseHex(hex: string | null | undefined): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((hex ?? '').trim())
  if (!match?.[1]) return null
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1]
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as unknown as Rgb
}

/** The colour as CSS "#rrggbb", or null when it is not a hex colour. */
export function cssHex(hex: string | null | undefined): string | null {
  const rgb = parseHex(hex)
  return rgb ? `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}` : null
}

function channel(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** WCAG 2 contrast ratio of two hex colours (1 to 21); 1 when either is not a colour. */
export function contrastRatio(a: string, b: string): number {
  const first = parseHex(a)
  const second = parseHex(b)
  if (!first || !second) return 1
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * White or dark text, whichever contrasts more with the badge colour; black when even the better of
 * the two stays under 4.5:1. An invalid colour gets the ink (the badge then falls back to a light
 * background).
 */
export function readableTextColor(background: string | null | undefined): string {
  if (!parseHex(background)) return DARK_TEXT
  const hex = background as string
  const best = contrastRatio(hex, LIGHT_TEXT) >= contrastRatio(hex, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT
  return contrastRatio(hex, best) >= 4.5 ? best : BLACK_TEXT
}
