'use client'

import dynamic from 'next/dynamic'
import { useReducedMotion } from '@/components/ui/use-reduced-motion'
import { isDarkTheme } from './theme-rules'
import { useTheme } from './use-theme'

// Fetched only when a dark theme is on and motion is allowed: never part of a route's first load.
const ParticleCanvas = dynamic(() => import('./particle-canvas'), { ssr: false })

/** The particle canvas behind the page, in the dark themes, unless the visitor asked for less motion. */
export function BackgroundEffects() {
  const theme = useTheme()
  const reducedMotion = useReducedMotion()
  if (!isDarkTheme(theme) || reducedMotion) return null
  return <ParticleCanvas key={theme} theme={theme} />
}
