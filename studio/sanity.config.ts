import {visionTool} from '@sanity/vision'
import {defineConfig} from 'sanity'
import {structureTool} from 'sanity/structure'
import {schemaTypes} from './schemas'
import {guardRemovalActions} from './schemas/shared/protected'
import {isSingletonType, SINGLETON_FORBIDDEN_ACTIONS} from './schemas/shared/singletons'
import {deskIcon, structure} from './structure'

// Sanity ids are [a-z0-9]; "replaceme" keeps the studio buildable until a real project is set.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'replaceme'
const dataset = process.env.SANITY_STUDIO_DATASET || 'production'

export default defineConfig({
  name: 'default',
  title: 'Webso',
  projectId,
  dataset,
  plugins: [
    structureTool({structure, title: 'Contenido', icon: deskIcon}),
    visionTool({defaultApiVersion: '2025-02-19'}),
  ],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the desk, never created from a template.
    templates: (templates) => templates.filter(({schemaType}) => !isSingletonType(schemaType)),
  },
  document: {
    // No "create" entry for a singleton in the global menu either.
    newDocumentOptions: (options) =>
      options.filter(({templateId}) => !isSingletonType(templateId)),
    // A singleton can be edited and published, never duplicated, deleted or unpublished.
    // A project type the site relies on cannot be deleted or unpublished either.
    actions: (actions, {schemaType}) => {
      if (isSingletonType(schemaType))
        return actions.filter(({action}) => !action || !SINGLETON_FORBIDDEN_ACTIONS.has(action))
      return schemaType === 'projectType' ? guardRemovalActions(actions) : actions
    },
  },
})
