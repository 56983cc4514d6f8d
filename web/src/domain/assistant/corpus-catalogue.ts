// The feature catalogue as the engine receives it, read from a Sanity NDJSON export (the bundled
// seed, studio/seed/data.ndjson). Used by the corpus test and the benchmark, which run the engine
// over the real catalogue words without a server.
import type { MatchableFeature } from '../catalogue/match-features'

export function catalogueFromNdjson(ndjson: string): MatchableFeature[] {
  const features: MatchableFeature[] = []
  for (const line of ndjson.split('\n')) {
    if (!line.includes('"_type":"feature"')) continue
    const doc = JSON.parse(line) as { _type?: string; code?: unknown; name?: unknown; synonyms?: unknown; prices?: unknown }
    if (doc._type !== 'feature' || typeof doc.code !== 'string' || typeof doc.name !== 'string') continue
    const synonyms = Array.isArray(doc.synonyms) ? doc.synonyms.filter((s): s is string => typeof s === 'string') : []
    // Each price row names its project type by reference ("projectType-website").
    const rows = Array.isArray(doc.prices) ? (doc.prices as { projectType?: { _ref?: unknown } }[]) : []
    const types = rows.map((row) => row.projectType?._ref).filter((ref): ref is string => typeof ref === 'string').map((ref) => ref.replace(/^projectType-/, ''))
    features.push({ code: doc.code, name: doc.name, synonyms, ...(types.length > 0 && { prices: Object.fromEntries(types.map((type) => [type, true])) }) })
  }
  return features
}
