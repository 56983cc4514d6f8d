import { readdirSync } from 'node:fs'
import checkFile from 'eslint-plugin-check-file'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const src = './web/src'
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * DESIGN.md section 2: code flows one way, domain → lib → features → app, and features do not
 * import each other. Each zone names who may not import from where.
 */
const oneWayZones = [
  { target: `${src}/domain`, from: [`${src}/lib`, `${src}/features`, `${src}/app`, `${src}/components`, `${src}/config`], message: 'domain/ is pure: no adapters, features, UI or configuration.' },
  { target: `${src}/config`, from: [`${src}/lib`, `${src}/features`, `${src}/app`, `${src}/components`] },
  { target: `${src}/lib`, from: [`${src}/features`, `${src}/app`, `${src}/components`], message: 'lib/ adapters may not depend on features or UI.' },
  { target: `${src}/components`, from: [`${src}/features`, `${src}/app`], message: 'Shared components may not depend on a feature or a route.' },
  { target: `${src}/features`, from: [`${src}/app`], message: 'Features may not import routes.' },
  ...features.map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: move the shared piece to components/ or lib/.',
  })),
]

const config = [
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      '.bench-before/**',
      '**/dist/**',
      'studio/.sanity/**',
      'web/next-env.d.ts',
      'web/src/lib/content/sanity.types.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    settings: { next: { rootDir: 'web/' } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: oneWayZones }],
    },
  },
  {
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/components/ui/plain-image.tsx'],
    rules: {
      // next/image's component is a client component: every page that renders it downloads and runs
      // its code to hydrate images that never change. PlainImage gives the same <img> without it.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/image', importNames: ['default'], message: 'Use PlainImage from @/components/ui/plain-image.' }] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'studio/**/*.{ts,tsx}', 'tests/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': [
        'error',
        { 'web/src/app/**/': 'NEXT_JS_APP_ROUTER_CASE', 'web/src/!(app)/**/': 'KEBAB_CASE', 'studio/**/': 'KEBAB_CASE' },
      ],
    },
  },
]

export default config
