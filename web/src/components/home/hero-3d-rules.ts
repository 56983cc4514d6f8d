/** What decides whether the 3D hero may load (DESIGN.md section 9). */
export type DeviceSignals = {
  viewportWidth: number
  reducedMotion: boolean
  /** navigator.connection, where the browser has it. */
  saveData?: boolean
  effectiveType?: string
  /** The WebGL renderer's name (WEBGL_debug_renderer_info); null when WebGL is missing. */
  renderer: string | null
}

export const DESKTOP_MIN_WIDTH = 1024

const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render|mesa offscreen/i
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g'])

/** Desktop (≥ 1024 px), a real GPU (no software renderer), a fast connection and normal motion. */
export function canShow3dHero(signals: DeviceSignals): boolean {
  if (signals.reducedMotion || signals.viewportWidth < DESKTOP_MIN_WIDTH) return false
  if (signals.saveData || (signals.effectiveType && SLOW_CONNECTIONS.has(signals.effectiveType))) return false
  return signals.renderer !== null && !SOFTWARE_RENDERER.test(signals.renderer)
}
