import type { MetadataRoute } from 'next'
import { connection } from 'next/server'
import { paths } from '@/config/paths'
import { serverConfig } from '@/config/env'
import { getPortfolioSlugs } from '@/lib/content/loaders'

/** Rendered per request: the running server's site address, not the build machine's. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection()
  const base = serverConfig().siteUrl
  const pages = [paths.home, paths.services, paths.portfolio, paths.about, paths.contact].map((path) => ({
    url: `${base}${path}`,
    changeFrequency: 'monthly' as const,
    priority: path === paths.home ? 1 : 0.8,
  }))
  const projects = (await getPortfolioSlugs()).flatMap((project) =>
    project.slug
      ? [{ url: `${base}${paths.project(project.slug)}`, lastModified: project._updatedAt ?? undefined, priority: 0.6 }]
      : [],
  )
  return [...pages, ...projects]
}
