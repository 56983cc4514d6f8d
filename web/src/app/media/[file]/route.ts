import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serverConfig } from '@/config/env'
import { defaultDatasetPath, seedImagesDirectory } from '@/lib/content/local-dataset'
import { jsonError } from '@/lib/http/json-error'
import { route } from '@/lib/http/route'

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
}

/** Images of the bundled dataset, only while the site runs on it (Sanity serves its own). */
export const GET = route<undefined, { file: string }>({ name: 'media' }, async ({ params }) => {
  const { file } = params
  const config = serverConfig().content
  const contentType = CONTENT_TYPES[path.extname(file)]
  if (config.adapter !== 'local' || !contentType || !/^[a-z0-9][a-z0-9-]*\.[a-z]+$/.test(file)) {
    return jsonError(404, 'Imagen no encontrada.')
  }
  const directory = seedImagesDirectory(config.datasetPath ?? defaultDatasetPath())
  try {
    const bytes = await readFile(/*turbopackIgnore: true*/ path.join(directory, file))
    return new Response(bytes, {
      headers: { 'Content-Type': contentType, 'Cache-Control': 'public, max-age=86400' },
    })
  } catch {
    return jsonError(404, 'Imagen no encontrada.')
  }
})
