/** One line for the server log: the error's name and message, never a body, a card number or a secret. */
export function logLine(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : 'unknown error'
}
