import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  resolve: {
    alias: {
      '@': fromRoot('./web/src'),
      // Vitest runs outside React's server graph, where the real `server-only` throws on import.
      'server-only': fromRoot('./tests/stubs/server-only.ts'),
    },
  },
  test: {
    include: [
      'web/src/**/*.test.ts',
      'web/src/**/*.test.tsx',
      'studio/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/.next/**'],
    environment: 'node',
    server: {
      deps: {
        // next-sanity's draft-mode entry imports `next/headers` without an extension, which Node's
        // ESM resolver refuses; inlined, Vite resolves it (and tests can mock Next's request APIs).
        inline: ['next-sanity'],
      },
    },
    // CI has two cores, shared with a database server and a browser.
    maxWorkers: 2,
  },
})
