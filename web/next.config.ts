import type { NextConfig } from 'next'
import path from 'node:path'
import { addCompileHints } from './scripts/compile-hints.mjs'
import { LARGEST_REQUEST_BODY_BYTES } from './scripts/request-limits.mjs'

const nextConfig: NextConfig = {
  // Content is cached with 'use cache' + cacheTag and invalidated by the Sanity webhook.
  cacheComponents: true,
  // Off on purpose: with it, an unknown /proyectos/{slug} is served from the shared shell with
  // status 200; the spec wants a real 404 (see docs/decisions.md).
  partialPrefetching: false,
  poweredByHeader: false,
  experimental: {
    // What Next.js buffers of a body for proxy.ts (10 MB by default): no route takes more than this.
    proxyClientMaxBodySize: LARGEST_REQUEST_BODY_BYTES,
  },
  compiler: {
    // V8 compiles the first-load chunks while they stream instead of on the main thread at boot
    // (scripts/compile-hints.mjs; docs/decisions.md, "Lighthouse (issue 13, part 9)").
    runAfterProductionCompile: async ({ projectDir, distDir }) => {
      const changed = addCompileHints(path.resolve(projectDir, distDir))
      console.log(`   Compile hints on ${changed.length} first-load chunks`)
    },
  },
  // Source maps of the browser chunks, for tests/bench/first-load-sources.mjs (which module costs what).
  productionBrowserSourceMaps: process.env.ANALYZE_SOURCE_MAPS === '1',
  // Lets two builds (say, two engineers' browser-test runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  images: {
    formats: ['image/avif', 'image/webp'],
    // Only the connected Sanity project's images (read from web/.env.local as the build starts): the
    // optimizer fetched any project's on cdn.sanity.io (attack run 6). None without a project.
    remotePatterns: sanityImages(process.env.SANITY_PROJECT_ID),
    // Images of the bundled dataset, served by app/media/[file]/route.ts in local mode.
    // No query string: each new one (`?z=1`, `?z=2`…) made the optimizer resize and store the image anew (attack run 7).
    localPatterns: [{ pathname: '/media/**', search: '' }],
  },
  // The bundled dataset and its images live in the studio workspace. nodemailer and PGlite are
  // loaded by worker threads (lib/email/smtp-thread.ts, lib/db/pglite-thread.ts), not imported.
  outputFileTracingIncludes: { '/**': ['../studio/seed/**/*', '../node_modules/nodemailer/**/*', '../node_modules/@electric-sql/pglite/**/*'] },
}

/** The image optimizer's remote pattern for one Sanity project's images, or none. */
function sanityImages(projectId: string | undefined) {
  if (!projectId || !/^[a-z0-9-]+$/.test(projectId)) return []
  return [{ protocol: 'https' as const, hostname: 'cdn.sanity.io', pathname: `/images/${projectId}/**` }]
}

export default nextConfig
