// How a reply carries machine data after its visible text:
//   <text>\n[[WEBSO_ESTADO]]{state}\n[[LISTO_PARA_FORMULARIO]]{project data}
// The ready marker (spec §7) comes last, so "the JSON after the marker" is the rest of the reply.
// Only the text before the first marker is ever shown.
import { projectDataSchema, type ProjectData } from './project-data'

export const READY_MARKER = '[[LISTO_PARA_FORMULARIO]]'
export const STATE_MARKER = '[[WEBSO_ESTADO]]'

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
  const readyAt = reply.indexOf(READY_MARKER)
  const stateAt = reply.indexOf(STATE_MARKER)
  const firstMarker = Math.min(...[readyAt, stateAt].filter((i) => i >= 0), reply.length)
  const text = reply.slice(0, firstMarker).trim()

  let state: unknown
  if (stateAt >= 0) {
    const end = readyAt > stateAt ? readyAt : reply.length
    const json = parseJson(reply.slice(stateAt + STATE_MARKER.length, end).trim())
    if (json.ok) state = json.value
  }
  let ready: ReadyPart | undefined
  if (readyAt >= 0) {
    const end = stateAt > readyAt ? stateAt : reply.length
    const json = parseJson(reply.slice(readyAt + READY_MARKER.length, end).trim())
    const data = json.ok ? projectDataSchema.safeParse(json.value) : undefined
    ready = data?.success ? { ok: true, data: data.data } : { ok: false }
  }
  return { text, ...(state !== undefined && { state }), ...(ready && { ready }) }
}

/** The visible text of a reply (for display, or for a model that must not see the hidden parts). */
export function visibleText(reply: string): string {
  return parseReply(reply).text
}
