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
    // CI has two cores, shared with a database server and a browser.
    maxWorkers: 2,
  },
})
