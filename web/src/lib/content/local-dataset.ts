import 'server-only'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * The bundled dataset (studio/seed/data.ndjson) as a Content Lake stand-in for groq-js.
 * Image values written for `sanity dataset import` ({ _sanityAsset: "image@file://./images/x.webp" })
 * become references to synthetic `sanity.imageAsset` documents whose url is /media/x.webp, so the
 * same GROQ (`asset->url`) works against Sanity and locally. The file is re-read when it changes.
 */
export type SanityDocument = { _id: string; _type: string; [key: string]: unknown }

const ASSET_PATTERN = /^image@file:\/\/\.\/images\/([a-z0-9][a-z0-9-]*\.(?:webp|jpg|jpeg|png|avif))$/

export function defaultDatasetPath(): string {
  // `next` runs with web/ as its working directory; tests run from the repository root.
  const fromWeb = path.resolve(process.cwd(), '../studio/seed/data.ndjson')
  const fromRoot = path.resolve(process.cwd(), 'studio/seed/data.ndjson')
  try {
    statSync(fromWeb)
    return fromWeb
  } catch {
    return fromRoot
  }
}

export function seedImagesDirectory(datasetPath: string): string {
  return path.join(path.dirname(datasetPath), 'images')
}

export function parseDataset(ndjson: string): SanityDocument[] {
  const assets = new Map<string, SanityDocument>()
  const documents = ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const parsed: unknown = JSON.parse(line)
      if (!isDocument(parsed)) throw new Error(`data.ndjson línea ${index + 1}: falta _id o _type`)
      return replaceAssets(parsed, assets) as SanityDocument
    })
    // groq-js has no perspective option: keep published documents only.
    .filter((doc) => !doc._id.startsWith('drafts.'))
  return [...documents, ...assets.values()]
}

function isDocument(value: unknown): value is SanityDocument {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SanityDocument)._id === 'string' &&
    typeof (value as SanityDocument)._type === 'string'
  )
}

function replaceAssets(value: unknown, assets: Map<string, SanityDocument>): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceAssets(item, assets))
  if (typeof value !== 'object' || value === null) return value
  const { _sanityAsset, ...rest } = value as Record<string, unknown>
  const entries = Object.entries(rest).map(([key, item]) => [key, replaceAssets(item, assets)])
  const result = Object.fromEntries(entries) as Record<string, unknown>
  if (typeof _sanityAsset !== 'string') return result
  const match = ASSET_PATTERN.exec(_sanityAsset)
  if (!match?.[1]) throw new Error(`Referencia de imagen no válida en el dataset: ${_sanityAsset}`)
  const fileName = match[1]
  const assetId = `image-local-${fileName.replace(/\./g, '-')}`
  assets.set(assetId, {
    _id: assetId,
    _type: 'sanity.imageAsset',
    url: `/media/${fileName}`,
    originalFilename: fileName,
  })
  return { ...result, asset: { _type: 'reference', _ref: assetId } }
}

let cache: { path: string; mtimeMs: number; documents: SanityDocument[] } | undefined

/** The dataset's documents, re-read only when the file's modification time changes. */
export function loadDataset(datasetPath: string = defaultDatasetPath()): SanityDocument[] {
  // The dataset is traced through next.config.ts (outputFileTracingIncludes), not from this call.
  const { mtimeMs } = statSync(/*turbopackIgnore: true*/ datasetPath)
  if (cache?.path === datasetPath && cache.mtimeMs === mtimeMs) return cache.documents
  const documents = parseDataset(readFileSync(/*turbopackIgnore: true*/ datasetPath, 'utf8'))
  cache = { path: datasetPath, mtimeMs, documents }
  return documents
}
