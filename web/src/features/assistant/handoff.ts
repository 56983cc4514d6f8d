// The handoff record (spec §3): the project data, source 'chatbot' and a timestamp, for the wizard.
import { storageKeys } from '@/config/storage-keys'
import type { ProjectData } from '@/domain/assistant/project-data'

export function writeHandoff(data: ProjectData): boolean {
  try {
    window.localStorage.setItem(
      storageKeys.chatbotProjectData,
      JSON.stringify({ ...data, source: 'chatbot', timestamp: new Date().toISOString() }),
    )
    return true
  } catch {
    return false
  }
}
