'use client'

import { useCallback, useEffect, useState } from 'react'
import type { PlanPaymentKind } from '@/domain/orders/staff-rules'
import { CHECKOUT_ERRORS, CheckoutApiError, createPaymentIntent } from './checkout-api'

/** The spec's payment service load timeout. */
export const LOAD_TIMEOUT_MS = 10_000

export type IntentState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly clientSecret: string }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'timeout' }

/**
 * Asks the server for the payment intent of the deposit (or of the plan payment `kind`) (both modes): loading, ready, failed with the
 * server's Spanish message, or timed out after 10 s. `retry` asks again; never an endless loading.
 */
export function usePaymentIntent(projectId: string, kind?: PlanPaymentKind): { state: IntentState; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<IntentState>({ kind: 'loading' })

  useEffect(() => {
    let active = true
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new attempt starts from loading
    setState({ kind: 'loading' })
    const timer = setTimeout(() => active && setState((current) => (current.kind === 'loading' ? { kind: 'timeout' } : current)), LOAD_TIMEOUT_MS)
    createPaymentIntent(projectId, kind)
      .then(({ clientSecret }) => active && setState({ kind: 'ready', clientSecret }))
      .catch((error: unknown) => active && setState({ kind: 'failed', message: error instanceof CheckoutApiError ? error.message : CHECKOUT_ERRORS.noClientSecret }))
      .finally(() => clearTimeout(timer))
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [projectId, kind, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry }
}
