import type { MetadataRoute } from 'next'
import { connection } from 'next/server'
import { serverConfig } from '@/config/env'

/** Rendered per request: the running server's site address, not the build machine's. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection()
  const base = serverConfig().siteUrl
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/cliente/'] },
    sitemap: `${base}/sitemap.xml`,
  }
}
