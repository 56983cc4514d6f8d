/** The spec's particle cap. */
export const MAX_PARTICLES = 150

/** One particle per this many CSS pixels of viewport, so a phone gets fewer than a desktop. */
const AREA_PER_PARTICLE = 9000

/** How many particles a viewport of this size gets: by area, at least 12, never above the cap. */
export function particleCount(width: number, height: number): number {
  if (!(width > 0) || !(height > 0)) return 0
  return Math.min(MAX_PARTICLES, Math.max(12, Math.round((width * height) / AREA_PER_PARTICLE)))
}

/** The canvas's backing size: CSS pixels × device pixel ratio, the ratio capped at 2 (sharp, not wasteful). */
export function backingSize(cssWidth: number, cssHeight: number, devicePixelRatio: number) {
  const ratio = Math.min(2, Math.max(1, devicePixelRatio || 1))
  return { width: Math.round(cssWidth * ratio), height: Math.round(cssHeight * ratio), ratio }
}
