import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Content is cached with 'use cache' + cacheTag and invalidated by the Sanity webhook.
  cacheComponents: true,
  // Off on purpose: with it, an unknown /proyectos/{slug} is served from the shared shell with
  // status 200; the spec wants a real 404 (see docs/decisions.md).
  partialPrefetching: false,
  poweredByHeader: false,
  // Source maps of the browser chunks, for tests/bench/first-load-sources.mjs (which module costs what).
  productionBrowserSourceMaps: process.env.ANALYZE_SOURCE_MAPS === '1',
  // Lets two builds (say, two engineers' browser-test runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
    // Images of the bundled dataset, served by app/media/[file]/route.ts in local mode.
    localPatterns: [{ pathname: '/media/**' }],
  },
  // The bundled dataset and its images live in the studio workspace. nodemailer and PGlite are
  // loaded by worker threads (lib/email/smtp-thread.ts, lib/db/pglite-thread.ts), not imported.
  outputFileTracingIncludes: { '/**': ['../studio/seed/**/*', '../node_modules/nodemailer/**/*', '../node_modules/@electric-sql/pglite/**/*'] },
}

export default nextConfig
