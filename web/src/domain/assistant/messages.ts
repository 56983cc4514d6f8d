// Every sentence of the spec's error catalogue (§5, §8), word for word, in one place.

/** The chat call failed, answered not ok, or without a `response` field. */
export const CHAT_FAILURE_MESSAGE = 'Lo siento, hubo un problema al procesar tu mensaje. Por favor intenta de nuevo.'

/** The structured data after the ready marker failed parsing or validation. */
export const INVALID_DATA_MESSAGE =
  'Hubo un problema al procesar la información. ¿Podrías confirmar tus datos de contacto (nombre, email y teléfono)?'

/** Invalid answer while the assistant asks for the e-mail. */
export const INVALID_EMAIL_MESSAGE = 'Por favor proporciona un email o número de teléfono válido:'

/** Invalid answer while the assistant asks for the phone. */
export const INVALID_PHONE_MESSAGE = 'Por favor proporciona un número de teléfono válido:'

/** Features that matched nothing in the catalogue: the team reviews them (spec §5, §8). */
export function unmatchedFeaturesMessage(texts: readonly string[]): string {
  const list = texts.map((t) => `«${t}»`).join(', ')
  return `No encontré ${list} en nuestro catálogo, pero nuestro equipo ${texts.length === 1 ? 'lo revisará' : 'los revisará'} para darte una cotización precisa.`
}
