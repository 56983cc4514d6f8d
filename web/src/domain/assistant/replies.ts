// Everything the local assistant says, in friendly es-MX. Labels of codes come from the CMS when the
// caller passes them (AssistantLabels), with the spec's wording as the fallback.
import type { BudgetCode, TimelineCode } from '../pricing/pricing-codes'
import type { Question } from './conversation-state'
import type { ProjectTypeCode } from './project-data'

export interface AssistantLabels {
  readonly timelines: Readonly<Partial<Record<TimelineCode, string>>>
  readonly budgets: Readonly<Partial<Record<BudgetCode, string>>>
}

export const DEFAULT_LABELS: AssistantLabels = {
  timelines: { urgent: '2-4 semanas', normal: '1-2 meses', flexible: '2-3 meses', planning: 'Aún planificando' },
  budgets: {
    small: 'hasta $15,000 MXN',
    medium: '$15,000 a $35,000 MXN',
    large: '$35,000 a $75,000 MXN',
    enterprise: 'más de $75,000 MXN',
  },
}

export const PROJECT_TYPE_NAMES: Readonly<Record<ProjectTypeCode, string>> = {
  website: 'sitio web',
  ecommerce: 'tienda en línea',
  webapp: 'aplicación web',
}

export const GREETING = '¡Hola! Soy WebsoAI, el asistente virtual de Webso. Te ayudo a armar tu proyecto y a llegar a tu cotización.'

/** The widget's first message, before the visitor writes anything. */
export const OPENING_MESSAGE = `${GREETING} Para empezar, ¿cómo te llamas?`

export const QUESTION_TEXT: Readonly<Record<Exclude<Question, 'confirm'>, string>> = {
  name: '¿Cómo te llamas?',
  projectType: '¿Qué tipo de proyecto tienes en mente: un sitio web, una tienda en línea o una aplicación web?',
  features:
    '¿Qué funciones te gustaría que tenga? Por ejemplo: pagos en línea, panel de administración, blog, SEO o integración con redes sociales.',
  timeline: '¿Para cuándo te gustaría tenerlo listo? Por ejemplo: lo antes posible, en dos meses o sin prisa.',
  budget:
    '¿Con qué presupuesto aproximado cuentas? Puede ser una cifra (por ejemplo, 30 mil pesos) o algo como «poco presupuesto» o «mediano». Si aún no lo sabes, dime «no sé».',
  email: '¿Cuál es tu correo electrónico para enviarte la cotización?',
  phone: '¿Y un número de teléfono para contactarte?',
}

/** Asked again, once, when the answer did not contain what was asked. */
export const RETRY_TEXT: Readonly<Partial<Record<Question, string>>> = {
  name: 'Para dirigirme a ti, ¿me compartes tu nombre?',
  projectType: 'No logré identificar el tipo de proyecto. ¿Sería un sitio web, una tienda en línea o una aplicación web?',
  features: 'No identifiqué funciones concretas. ¿Qué te gustaría que haga tu proyecto? Si aún no lo sabes, dime «no sé».',
  timeline: 'No entendí el plazo. ¿Lo necesitas lo antes posible, en uno o dos meses, o sin prisa?',
  budget: 'No entendí el presupuesto. ¿Me das una cifra aproximada en pesos, o dime «no sé»?',
}

/** Both ways of reaching the visitor declined: one is needed to send the quote (spec §4: contact until one is known). */
export const NEED_ONE_CONTACT = 'Para enviarte la cotización necesito al menos un correo o un teléfono. ¿Me compartes alguno?'

/** Answers to a question the visitor asks back, before the assistant's own next question. */
export const PRICE_ANSWER = 'El precio depende del tipo de proyecto y de las funciones: con tus respuestas te muestro la cotización al final, en el formulario.'
export const PERSON_ANSWER =
  'Soy el asistente virtual de Webso. Con tus datos, una persona del equipo te contacta para revisar tu proyecto; si prefieres, escríbenos desde la página de Contacto.'
export const DURATION_ANSWER = 'El tiempo de desarrollo depende de lo que necesites: la cotización del formulario te lo dice.'

export const CONFIRM_QUESTION = '¿Quieres que pase estos datos al formulario para ver tu cotización?'
export const ASK_WHAT_TO_CHANGE = 'Claro, dime qué dato quieres cambiar y lo corrijo.'

export function handoffText(nombre: string | undefined): string {
  return `¡Excelente${nombre ? `, ${nombre}` : ''}! Da clic en «Ir al formulario» para revisar tu cotización y completar tu solicitud.`
}

/** "a", "a y b", "a, b y c". */
export function listEs(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`
}

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-MX') + text.slice(1)
}
