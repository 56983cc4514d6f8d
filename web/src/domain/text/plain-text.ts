// The schema of free text a visitor types: what it drops, and why, is in invisible-characters.ts (no
// zod there, so browser code can read text the same way without loading the schema library).
import { z } from 'zod'
import { withoutInvisibleControls } from './invisible-characters'

export { withoutInvisibleControls }

/**
 * A string schema for free text: `z.string(params)` that first drops what `withoutInvisibleControls`
 * drops, so `.trim()`, `.min()` and `.max()` chained after it judge what is stored.
 */
export function plainText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(withoutInvisibleControls)
}
