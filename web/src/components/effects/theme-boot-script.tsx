import { themeBootScript } from './theme-rules'

/**
 * The site's only inline script (see themeBootScript). A Content Security Policy will pass its
 * per-request nonce here: this is the one place to add it.
 */
export function ThemeBootScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootScript }} />
}
