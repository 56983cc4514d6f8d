/** How a card form reports back to the checkout. */
export interface PaymentCallbacks {
  /** The provider says the intent succeeded (or is processing): the server verifies it next. */
  readonly onSucceeded: (paymentIntentId: string, options?: { readonly awaiting?: boolean }) => void
  /** The attempt failed: the failed step with this message. */
  readonly onFailed: (message: string) => void
  /** A problem before any attempt (not loaded, refused input): the red box, the form stays. */
  readonly onError: (message: string) => void
}

export type PaymentsMode = { readonly mode: 'demo' } | { readonly mode: 'stripe'; readonly publishableKey: string }
