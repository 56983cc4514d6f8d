// Importing the module also makes every later http.createServer hear requests first (see record-socket-address.mjs).
import type { IncomingMessage, ServerResponse } from 'node:http'

/** The methods the site serves; any other is answered 405 before Next.js. */
export const ALLOWED_METHODS: readonly string[]
/** The 405's body. */
export const METHOD_NOT_ALLOWED_TEXT: string
/** The 405's headers: Allow, the content type and the security headers. */
export const METHOD_NOT_ALLOWED_HEADERS: Readonly<Record<string, string>>
/** Answers a method the site does not serve (405), a body announced too large (413) or of no stated size (411) and says whether it did; otherwise records the socket's address. */
export function answeredBeforeNext(request: IncomingMessage, response: ServerResponse): boolean
/** How long a request may take to arrive whole, headers and body (Node's requestTimeout). */
export const REQUEST_TIMEOUT_MS: number
/** The 413's message (lib/http/route.ts's HTTP_MESSAGES.tooLarge). */
export const TOO_LARGE_MESSAGE: string
/** The 411's message, for a body sent without its size (Transfer-Encoding: chunked). */
export const LENGTH_REQUIRED_MESSAGE: string
/** The 400's message, for a Next-Router-State-Tree header Next.js cannot read. */
export const ROUTER_STATE_MESSAGE: string
/** Whether Next.js can read a Next-Router-State-Tree header (absent counts as readable), by its own rule. */
export function isReadableRouterState(header: string | string[] | undefined): boolean
