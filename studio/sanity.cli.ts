import {defineCliConfig} from 'sanity/cli'

// Same placeholders as sanity.config.ts: the CLI builds, extracts and generates types offline.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'replaceme'
const dataset = process.env.SANITY_STUDIO_DATASET || 'production'

export default defineCliConfig({
  api: {projectId, dataset},
  typegen: {
    path: '../web/src/**/*.{ts,tsx}',
    schema: './schema.json',
    generates: '../web/src/lib/content/sanity.types.ts',
  },
})
