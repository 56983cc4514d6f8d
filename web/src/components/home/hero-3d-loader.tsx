'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { useReducedMotion } from '@/components/ui/use-reduced-motion'
import { DESKTOP_MIN_WIDTH, canShow3dHero } from './hero-3d-rules'

// three and @react-three/fiber: a separate chunk, requested only once the checks below pass.
const Hero3dScene = dynamic(() => import('./hero-3d-scene'), { ssr: false })

type NetworkInformation = { saveData?: boolean; effectiveType?: string }

function webglRenderer(): string | null {
  try {
    const gl = document.createElement('canvas').getContext('webgl')
    if (!gl) return null
    const info = gl.getExtension('WEBGL_debug_renderer_info')
    const name = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER)
    gl.getExtension('WEBGL_lose_context')?.loseContext()
    return typeof name === 'string' ? name : ''
  } catch {
    return null
  }
}

/** Runs `callback` once the page is interactive and the main thread is idle. */
function afterInteractive(callback: () => void): () => void {
  let idle = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(callback, { timeout: 2000 })
    else timer = setTimeout(callback, 200)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (idle) window.cancelIdleCallback(idle)
    clearTimeout(timer)
  }
}

/**
 * Puts the 3D scene over the flat hero visual on capable desktops (see canShow3dHero), after the
 * page is interactive. `?hero3d=1` forces it (to look at it on a machine whose WebGL is software).
 */
export function Hero3dLoader() {
  const reducedMotion = useReducedMotion()
  const [enabled, setEnabled] = useState(false)

  useEffect(() => {
    if (reducedMotion) return
    return afterInteractive(() => {
      const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
      const forced = new URLSearchParams(window.location.search).get('hero3d') === '1'
      const signals = {
        viewportWidth: window.innerWidth,
        reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
        saveData: connection?.saveData,
        effectiveType: connection?.effectiveType,
      }
      if (forced && signals.viewportWidth >= DESKTOP_MIN_WIDTH) return setEnabled(true)
      // Probing the GPU creates a WebGL context (slow on software renderers): only when all else passes.
      if (!canShow3dHero({ ...signals, renderer: 'not probed yet' })) return
      if (canShow3dHero({ ...signals, renderer: webglRenderer() })) setEnabled(true)
    })
  }, [reducedMotion])

  if (!enabled || reducedMotion) return null
  return <Hero3dScene />
}
