// Facts about the browser tests' copy of the dataset, shared by prepare-dataset.mjs and the specs.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
/** Where a browser-test run keeps its files; separate runs (or engineers) may use separate folders. */
export const e2eWorkDir = path.resolve(repositoryRoot, process.env.E2E_WORKDIR ?? 'test-results')
export const e2eDatasetDir = path.join(e2eWorkDir, 'e2e-dataset')
export const e2eDatasetPath = path.join(e2eDatasetDir, 'data.ndjson')
/** The browser tests' server writes its output here too (the sign-in links of outbox mode). */
export const e2eServerLogPath = path.join(e2eWorkDir, 'server.log')
export const UNSAFE_LINK_PROJECT = 'tienda-moda'
export const UNSAFE_LINK_TEXT = 'Enlace de prueba inseguro'
