// Features "flagged for team review" (spec 000 section 5): the ones the assistant could not match,
// carried in the request's message by the handoff, and any requested id the stored pricing left out.
import { FLAGGED_FEATURES_LEAD } from '../assistant/engine'

export function flaggedFeatures(message: string | null, requested: readonly string[], priced: ReadonlySet<string>): string[] {
  const fromMessage =
    message
      ?.split('\n')
      .find((line) => line.startsWith(FLAGGED_FEATURES_LEAD))
      ?.slice(FLAGGED_FEATURES_LEAD.length)
      .replace(/\.$/, '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean) ?? []
  const unpriced = requested.filter((id) => !priced.has(id))
  return [...new Set([...fromMessage, ...unpriced])]
}
