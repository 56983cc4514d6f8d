// The handoff record (spec §3): the project data, source 'chatbot' and a timestamp, for the wizard.
import { storageKeys } from '@/config/storage-keys'
import type { ProjectData } from '@/domain/assistant/project-data'

/**
 * @param budgetAmount the visitor's own figure in pesos ("40 mil"), from the assistant's hidden
 *   state: the spec's project data carries only the range, the wizard compares with the figure.
 */
export function writeHandoff(data: ProjectData, budgetAmount?: number): boolean {
  try {
    window.localStorage.setItem(
      storageKeys.chatbotProjectData,
      JSON.stringify({ ...data, ...(budgetAmount !== undefined && { budgetAmount }), source: 'chatbot', timestamp: new Date().toISOString() }),
    )
    return true
  } catch {
    return false
  }
}
