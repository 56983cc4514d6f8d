import type { MetadataRoute } from 'next'
import { serverConfig } from '@/config/env'

export default function robots(): MetadataRoute.Robots {
  const base = serverConfig().siteUrl
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/cliente/'] },
    sitemap: `${base}/sitemap.xml`,
  }
}
