'use client'

import { useEffect, useMemo, useState } from 'react'
import type { PricingTables } from '@/domain/pricing/tables'
import { estimate, type Estimate, type PricingInput } from './live-pricing'

/** How long "Calculando..." shows after the configuration changes; pricing itself is synchronous. */
export const RECALCULATION_DELAY_MS = 250

/**
 * The estimate of the settled configuration: a change shows "Calculando..." for a moment, then the
 * new price, so the visitor sees that the price followed their choice.
 */
export function useLiveEstimate(input: PricingInput, tables: PricingTables): { result: Estimate; calculating: boolean } {
  const key = JSON.stringify([input.projectType, input.features, input.timeline, input.supportLevel])
  const [settledKey, setSettledKey] = useState(key)

  useEffect(() => {
    if (key === settledKey) return
    const timer = window.setTimeout(() => setSettledKey(key), RECALCULATION_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [key, settledKey])

  const result = useMemo(() => {
    const [projectType, features, timeline, supportLevel] = JSON.parse(settledKey) as [string, string[], string, string]
    return estimate({ projectType, features, timeline, supportLevel }, tables)
  }, [settledKey, tables])

  return { result, calculating: key !== settledKey }
}
