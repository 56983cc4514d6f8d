import {esESLocale} from '@sanity/locale-es-es'
import {visionTool} from '@sanity/vision'
import {defineConfig} from 'sanity'
import {presentationTool} from 'sanity/presentation'
import {structureTool} from 'sanity/structure'
import {schemaTypes} from './schemas'
import {guardRemovalActions} from './schemas/shared/protected'
import {isSingletonType, SINGLETON_FORBIDDEN_ACTIONS} from './schemas/shared/singletons'
import {previewLocations} from './presentation/locations'
import {deskIcon, structure} from './structure'
import {requestsTool} from './tools/requests-tool'

// Sanity ids are [a-z0-9]; "replaceme" keeps the studio buildable until a real project is set.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'replaceme'
const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
// The site the Presentation tool previews drafts on (draft mode enabled through a signed secret).
const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000'

export default defineConfig({
  name: 'default',
  title: 'Webso',
  projectId,
  dataset,
  plugins: [
    structureTool({structure, title: 'Contenido', icon: deskIcon}),
    presentationTool({
      title: 'Vista previa',
      resolve: {locations: previewLocations},
      previewUrl: {
        origin: previewOrigin,
        previewMode: {enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable'},
      },
    }),
    visionTool({defaultApiVersion: '2025-02-19'}),
    // The studio in Spanish: menus, dialogs and Sanity's own validation messages.
    esESLocale(),
  ],
  // Editors read Spanish only: the English locale is dropped, so es-ES is the studio's language
  // whatever the browser says.
  i18n: {locales: (locales) => locales.filter(({id}) => id === 'es-ES')},
  // "Solicitudes": opens the site's staff back office (/equipo).
  tools: (tools) => [...tools, requestsTool(previewOrigin)],
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
