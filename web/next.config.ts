import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Content is cached with 'use cache' + cacheTag and invalidated by the Sanity webhook.
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
    // Images of the bundled dataset, served by app/media/[file]/route.ts in local mode.
    localPatterns: [{ pathname: '/media/**' }],
  },
  // The bundled dataset and its images live in the studio workspace.
  outputFileTracingIncludes: { '/**': ['../studio/seed/**/*'] },
}

export default nextConfig
