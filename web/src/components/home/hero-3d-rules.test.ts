import { describe, expect, it } from 'vitest'
import { canShow3dHero, type DeviceSignals } from './hero-3d-rules'

const desktop: DeviceSignals = { viewportWidth: 1366, reducedMotion: false, effectiveType: '4g', renderer: 'ANGLE (NVIDIA GeForce RTX 3060)' }

describe('canShow3dHero', () => {
  it('allows a desktop with a real GPU, a fast connection and normal motion', () => {
    expect(canShow3dHero(desktop)).toBe(true)
    expect(canShow3dHero({ ...desktop, effectiveType: undefined })).toBe(true)
  })

  it('refuses phones and tablets (below 1024 px)', () => {
    expect(canShow3dHero({ ...desktop, viewportWidth: 1023 })).toBe(false)
    expect(canShow3dHero({ ...desktop, viewportWidth: 390 })).toBe(false)
  })

  it('refuses software renderers, missing WebGL, slow connections, Save-Data and reduced motion', () => {
    expect(canShow3dHero({ ...desktop, renderer: 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)' })).toBe(false)
    expect(canShow3dHero({ ...desktop, renderer: 'llvmpipe (LLVM 15.0.6, 256 bits)' })).toBe(false)
    expect(canShow3dHero({ ...desktop, renderer: null })).toBe(false)
    expect(canShow3dHero({ ...desktop, effectiveType: '3g' })).toBe(false)
    expect(canShow3dHero({ ...desktop, saveData: true })).toBe(false)
    expect(canShow3dHero({ ...desktop, reducedMotion: true })).toBe(false)
  })
})
