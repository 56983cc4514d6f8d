// Composing and reading replies with their machine data (the markers and the split: reply-markers.ts).
import { projectDataSchema, type ProjectData } from './project-data'
import { READY_MARKER, STATE_MARKER, splitReply } from './reply-markers'

export function composeReply(text: string, state?: unknown, ready?: ProjectData): string {
  let reply = text.trim()
  if (state !== undefined) reply += `\n${STATE_MARKER}${JSON.stringify(state)}`
  if (ready !== undefined) reply += `\n${READY_MARKER}${JSON.stringify(ready)}`
  return reply
}

export type ReadyPart = { readonly ok: true; readonly data: ProjectData } | { readonly ok: false }

export interface ParsedReply {
  /** The visible text: everything before the first marker, trimmed. */
  readonly text: string
  /** The hidden state as sent (validate before use), if any. */
  readonly state?: unknown
  /** Present when the ready marker is: the project data, or the failure of parsing or validation. */
  readonly ready?: ReadyPart
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

export function parseReply(reply: string): ParsedReply {
  const { text, stateJson, readyJson } = splitReply(reply)
  let state: unknown
  if (stateJson !== undefined) {
    const json = parseJson(stateJson)
    if (json.ok) state = json.value
  }
  let ready: ReadyPart | undefined
  if (readyJson !== undefined) {
    const json = parseJson(readyJson)
    const data = json.ok ? projectDataSchema.safeParse(json.value) : undefined
    ready = data?.success ? { ok: true, data: data.data } : { ok: false }
  }
  return { text, ...(state !== undefined && { state }), ...(ready && { ready }) }
}
