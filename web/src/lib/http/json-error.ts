/** Every error body of the HTTP surface: JSON `{ error }` with a Spanish message, never a stack trace. */
export function jsonError(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ error: message }, { status, headers })
}
