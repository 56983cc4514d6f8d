/** The sign-in service (DESIGN.md §3): our own one-time links, or Supabase Auth; one contract. */
export type ConfirmResult = { readonly ok: true; readonly email: string } | { readonly ok: false; readonly reason: 'invalid' | 'expired' | 'used' }

export interface SignInService {
  readonly name: 'local' | 'supabase'
  /** E-mails a one-time link to /auth/confirm that, once used, lands on `next` (a path on this site). */
  sendLink(email: string, next: string): Promise<void>
  /** Uses the link's token: opens the session (its cookies written to the jar) or says why not. */
  confirm(tokenHash: string): Promise<ConfirmResult>
  /**
   * The account a link would open, read without using it, so the page that uses it can say whose it
   * is; null when unknown, used or expired, or when the provider cannot tell (Supabase's links can
   * only be used, not read).
   */
  linkEmail(tokenHash: string): Promise<string | null>
  /** The signed-in e-mail of this browser, lower-cased, or null. */
  currentEmail(): Promise<string | null>
  /** Ends this browser's session on the server and clears its cookie. */
  signOut(): Promise<void>
}

/** The link in the e-mail; the same shape Supabase's template is set to (README). */
export function confirmUrl(siteUrl: string, tokenHash: string, next: string): string {
  const params = new URLSearchParams({ token_hash: tokenHash, type: 'email', next })
  return `${siteUrl}/auth/confirm?${params}`
}
