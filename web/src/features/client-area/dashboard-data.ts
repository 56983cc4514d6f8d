// What the dashboard page hands its client components: plain, serialisable, labels resolved on the
// server from the domain's tables (statuses) and the request's stored snapshot (amounts, features).

export interface DashboardProject {
  readonly id: string
  readonly reference: string
  readonly projectTypeLabel: string
  readonly status: string
  readonly statusLabel: string
  readonly paymentStatus: string
  readonly paymentStatusLabel: string
  /** Whole pesos, IVA included. */
  readonly totalAmount: number
  readonly depositAmount: number
  /** Paid so far and still owed (nothing on a cancelled request), from the stored plan. */
  readonly paidAmount: number
  readonly owedAmount: number
  /** ISO dates. */
  readonly createdAt: string
  readonly updatedAt: string
  readonly timelineLabel: string
  readonly supportLabel: string
  readonly features: readonly string[]
  readonly contact: { readonly name: string; readonly company: string | null; readonly email: string; readonly phone: string }
  /** Pending deposit: "Pagar anticipo" opens its checkout. */
  readonly canPayDeposit: boolean
  /** The client gave fiscal data for a CFDI (RFC, razón social…), in the checkout or afterwards. */
  readonly hasFiscalData: boolean
  /** A payment was verified: its receipt can be downloaded. */
  readonly hasReceipt: boolean
  /** Staff asked for milestone 1 or the final payment and it is not paid yet: "Pagar" opens its page. */
  readonly requestedPayment: { readonly kind: 'milestone1' | 'final'; readonly label: string; readonly amount: number } | null
  /** The plan's payments received so far, each with its receipt. */
  readonly receipts: readonly { readonly kind: 'deposit' | 'milestone1' | 'final'; readonly label: string }[]
}

export interface DashboardProfile {
  readonly fullName: string
  readonly email: string
  readonly phone: string
  readonly company: string
  readonly notifyProjectUpdates: boolean
  readonly notifyPayments: boolean
  readonly newsletter: boolean
}

export interface DashboardData {
  /** `session`: a signed-in client (or staff); `browser`: only the requests this browser created. */
  readonly access: 'session' | 'browser'
  /** The signed-in e-mail, or the newest request's e-mail for a browser-only view. */
  readonly email: string
  readonly projects: readonly DashboardProject[]
  /** Only for a signed-in client: settings belong to whoever proves the e-mail. */
  readonly profile: DashboardProfile | null
}
