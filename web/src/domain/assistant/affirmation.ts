// Short answers to "¿Paso tus datos al formulario?" (spec §4: in ready, an affirmative reply shows the
// form button). Shared by the engine and the widget, so both read the same "sí".
import { fold } from './text'

const AFFIRMATIVE =
  /^(?:s[ií]+|sip|simon|claro(?: que s[ií])?|dale|va|vale|sale|ok(?:ey|ay)?|de acuerdo|correcto|perfecto|adelante|orale|andale|por supuesto|esta bien|asi es|listo|exacto|me parece(?: bien)?|hagamoslo|si,? por favor|si claro|si gracias|todo bien|todo correcto|yes|ahora si|pasa(?:lo|los|melos?)?(?: al formulario)?|manda(?:lo|los)|envia(?:lo|los))\b/

const NEGATIVE = /^(?:no\b|todavia no|aun no|espera|mejor no|nel|nop)/

/** The answer as read: folded, without leading punctuation ("¡Sí!", "¿no?"). */
function answerOf(text: string): string {
  return fold(text).trim().replace(/^[¡!¿.,\s]+/, '')
}

/** True for "sí", "Sí, por favor", "claro", "dale", "ok", "órale"... and false when a "no" leads. */
export function isAffirmative(text: string): boolean {
  const answer = answerOf(text)
  if (answer === '' || NEGATIVE.test(answer)) return false
  return AFFIRMATIVE.test(answer)
}

export function isNegative(text: string): boolean {
  return NEGATIVE.test(answerOf(text))
}

/** Hesitation before an answer: "mmm no", "ah ok, no". */
const HESITATION = /^(?:(?:mm+|ah|ok|ah ok|bueno|este|pues|uy|ya)\W+)*/
/** A no to something just offered or asked about; "no sé" is doubt, not a no. */
const DECLINING = /^(?:no(?!\s+(?:se|lo se|tengo|estoy|hay|sabemos|tenemos)\b)|mejor no|nel|nop|eso (?:despues|luego)|por ahora no|ahorita no|todavia no|aun no)\b/

/** "mmm no, mejor no", "ah ok, no, eso luego": a no to what the visitor had just asked about. */
export function isDeclining(text: string): boolean {
  return DECLINING.test(answerOf(text).replace(HESITATION, ''))
}
