// How a reply carries machine data after its visible text:
//   <text>\n[[WEBSO_ESTADO]]{state}\n[[LISTO_PARA_FORMULARIO]]{project data}
// The ready marker (spec §7) comes last, so "the JSON after the marker" is the rest of the reply.
// Only the text before the first marker is ever shown. Plain string work, no schema: the chat widget
// reads the visible text with this alone and loads reply-format.ts (and its zod schema) when a reply
// with data arrives.

export const READY_MARKER = '[[LISTO_PARA_FORMULARIO]]'
export const STATE_MARKER = '[[WEBSO_ESTADO]]'

export interface ReplyParts {
  /** The visible text: everything before the first marker, trimmed. */
  readonly text: string
  /** The JSON after the state marker, unparsed, when the marker is there. */
  readonly stateJson?: string
  /** The JSON after the ready marker, unparsed, when the marker is there. */
  readonly readyJson?: string
}

export function splitReply(reply: string): ReplyParts {
  const readyAt = reply.indexOf(READY_MARKER)
  const stateAt = reply.indexOf(STATE_MARKER)
  const firstMarker = Math.min(...[readyAt, stateAt].filter((i) => i >= 0), reply.length)
  const part = (at: number, marker: string, other: number) => reply.slice(at + marker.length, other > at ? other : reply.length).trim()
  return {
    text: reply.slice(0, firstMarker).trim(),
    ...(stateAt >= 0 && { stateJson: part(stateAt, STATE_MARKER, readyAt) }),
    ...(readyAt >= 0 && { readyJson: part(readyAt, READY_MARKER, stateAt) }),
  }
}

/** The visible text of a reply (for display, or for a model that must not see the hidden parts). */
export function visibleText(reply: string): string {
  return splitReply(reply).text
}
