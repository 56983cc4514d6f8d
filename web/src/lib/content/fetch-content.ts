import 'server-only'
import { evaluate, parse } from 'groq-js'
import { draftMode } from 'next/headers'
import { createClient, type QueryParams, type SanityClient } from 'next-sanity'
import { serverConfig, type ContentConfig } from '@/config/env'
import { defaultDatasetPath, loadDataset } from './local-dataset'

let sanityClient: SanityClient | undefined

function clientFor(config: Extract<ContentConfig, { adapter: 'sanity' }>): SanityClient {
  sanityClient ??= createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    perspective: 'published',
    // Tag revalidation needs fresh reads: the CDN could hand back the version just replaced.
    useCdn: false,
  })
  return sanityClient
}

/**
 * Whether this request is in draft mode. Outside a request (build-time generators, tests) and while
 * prerendering it is not: Next answers "disabled" there without making the page dynamic.
 */
export async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/**
 * The client the draft-mode routes validate the studio's preview secret with: only with Sanity
 * configured and a read token (the secret documents are private). Undefined otherwise.
 */
export function previewClient(): SanityClient | undefined {
  const config = serverConfig().content
  if (config.adapter !== 'sanity' || !config.token) return undefined
  return clientFor(config)
}

/**
 * What an editor in draft mode sees of a query's result. `stega`: drafts, with invisible edit
 * markers in the shown texts (visual editing); `drafts`: drafts, clean (texts the code reads);
 * `published`: never drafts (prices, e-mail addresses, slugs: what a request, an e-mail or a link
 * relies on must not change with an editor's unpublished work).
 */
export type PreviewMode = 'stega' | 'drafts' | 'published'

/**
 * Runs a GROQ query on the configured content source. Callers cache the result ('use cache' with
 * the tags of tags.ts); this function itself always reads. In draft mode (entered only through
 * /api/draft-mode/enable, Sanity mode with a read token) a query whose `preview` allows it goes
 * through Sanity Live's `sanityFetch` with the drafts perspective (stega when asked); Next neither
 * reads nor saves 'use cache' entries then, so visitors never get a draft or a stega character.
 */
export async function fetchContent<Result>(
  query: string,
  params: QueryParams = {},
  { preview = 'published' }: { preview?: PreviewMode } = {},
): Promise<Result> {
  const config = serverConfig().content
  if (config.adapter === 'sanity') {
    if (preview !== 'published' && config.token && (await isDraftMode())) {
      const { sanityLive } = await import('./live')
      const { data } = await sanityLive(config).sanityFetch({ query, params, perspective: 'drafts', stega: preview === 'stega' })
      return data as Result
    }
    return clientFor(config).fetch<Result>(query, params, { cache: 'no-store', perspective: 'published' })
  }
  return evaluateLocal<Result>(loadDataset(config.datasetPath), query, params)
}

async function evaluateLocal<Result>(dataset: unknown[], query: string, params: QueryParams): Promise<Result> {
  const tree = parse(query, { params })
  const value = await evaluate(tree, { dataset, params })
  return (await value.get()) as Result
}

/**
 * The same query over the bundled dataset (studio/seed/data.ndjson), when the configured source is
 * Sanity: the floor a broken publish falls back to. Undefined in local mode (the bundled dataset is
 * the source itself) or when the file is not deployed.
 */
export async function fetchBundledContent<Result>(query: string, params: QueryParams = {}): Promise<Result | undefined> {
  if (serverConfig().content.adapter !== 'sanity') return undefined
  try {
    return await evaluateLocal<Result>(loadDataset(defaultDatasetPath()), query, params)
  } catch {
    return undefined
  }
}
