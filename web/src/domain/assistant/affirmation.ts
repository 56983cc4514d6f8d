// Short answers to "¿Paso tus datos al formulario?" (spec §4: in ready, an affirmative reply shows the
// form button). Shared by the engine and the widget, so both read the same "sí".
import { fold } from './text'

const AFFIRMATIVE =
  /^(?:s[ií]+|sip|simon|claro(?: que s[ií])?|dale|va|vale|sale|ok(?:ey|ay)?|de acuerdo|correcto|perfecto|adelante|orale|andale|por supuesto|esta bien|asi es|listo|exacto|me parece(?: bien)?|hagamoslo|si,? por favor|si claro|si gracias|todo bien|todo correcto|yes)\b/

const NEGATIVE = /^(?:no\b|todavia no|aun no|espera|mejor no|nel|nop)/

/** True for "sí", "Sí, por favor", "claro", "dale", "ok", "órale"... and false when a "no" leads. */
export function isAffirmative(text: string): boolean {
  const folded = fold(text).trim().replace(/^[¡!¿.,\s]+/, '')
  if (folded === '' || NEGATIVE.test(folded)) return false
  return AFFIRMATIVE.test(folded)
}

export function isNegative(text: string): boolean {
  return NEGATIVE.test(fold(text).trim().replace(/^[¡!¿.,\s]+/, ''))
}
