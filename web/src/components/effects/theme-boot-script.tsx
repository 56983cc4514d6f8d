import { themeBootScript } from './theme-rules'

/**
 * The theme's inline script (see themeBootScript), allowed by the Content Security Policy through
 * the per-request nonce the root layout passes (proxy.ts makes it).
 */
export function ThemeBootScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootScript }} />
}
