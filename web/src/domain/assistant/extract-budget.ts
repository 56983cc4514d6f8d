// Budgets from Spanish in every common form — bare figures with or without separators ("como 18,500",
// "16000"), "mil" and "k" ("40 mil", "50k"), currency ("$30,000 pesos"), words ("veinte mil", "18 mil
// quinientos", "medio millón"), ranges ("entre 20 y 30 mil", "15 mil o 18": the upper figure), and
// words ("algo chico", "lo que sea necesario") — mapped to range codes by budgetFromAssistant
// (spec: purchase §5). The last amount of a message wins ("40 mil… no, perdón, 14 mil").
import { budgetFromAssistant } from '../pricing/budget'
import type { BudgetCode } from '../pricing/pricing-codes'
import { digitsToNumber, SPELLED_NUMBER, spelledToNumber } from './spanish-numbers'
import { spansOf, type Span } from './text'

const NUMBER = `(\\d[\\d.,]*\\d|\\d|${SPELLED_NUMBER})`
const HUNDREDS_AFTER_MIL = '(?:cien|doscientos|trescientos|cuatrocientos|quinientos|seiscientos|setecientos|ochocientos|novecientos|\\d{3})'
const UNIT = `(mil(?:es)?(?:\\s+${HUNDREDS_AFTER_MIL}(?![\\d,.]))?|k|mdp|millon(?:es)?)`
const AMOUNT = new RegExp(`(\\$\\s*)?(?:\\b|(?<=\\$))${NUMBER}\\s*${UNIT}?\\b\\s*(pesos|mxn|mx|mn|dlls|dolares)?`, 'g')
const HALF_MILLION = /\bmedio millon\b/g
/** Words around a figure that make it money. */
export const BUDGET_CONTEXT = /presupuesto|invertir|inversion|gastar|gasto|pagar|cuesta|costo|precio|pesos|mxn|\$|dinero|cotiz/
/** Between two figures: a range ("20 a 30 mil", "15 mil o 18", "entre 20 y 30"). */
const RANGE_GAP = /^\s*(?:a|y|o|-|hasta|al|u)\s*$/

/** Before a bare figure that goes on from an amount: a correction or an addition ("bueno no, 70", "y luego otros 10"). */
const CONTINUES_BEFORE = /\b(?:bueno|no|digo|perdon|mejor|mas bien|o sea|hasta|otros?|otras?|no pase de|no (?:mas|mayor) de|maximo|a lo mucho)\s*,?\s*(?:(?:no|hasta|como|unos|otros|mejor)\s*,?\s*)*$/
/** …and after it, nothing that makes it a count of something ("hasta 5 páginas"). */
const CONTINUES_AFTER = /^\s*(?:$|[,.;:!?)]|(?:en total|total|si|mas o menos|maximo|max|aprox[a-z]*|en (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre))\b)/
/**
 * Words that say the figure is the budget the visitor has ("¿presupuesto? 60", "¿que cuánto traigo? 15"):
 * then a bare figure under a thousand is thousands of pesos, as anyone reads it.
 */
const HAS_BUDGET = /\b(?:presupuesto|traigo|traemos|tengo para|tenemos para|dispongo|disponemos|cuento con|contamos con|invertir|gastar)\b/
/** After a figure, what it counts when it is no money. */
const COUNTED =
  /^\s*(?:de\s+)?(?:seguidores|followers|fans|likes|clientes|personas|gente|visitas|visitantes|usuarios|productos|piezas|articulos|alumnos|estudiantes|empleados|trabajadores|habitantes|pacientes|socios|miembros|pedidos|unidades|litros|kilos|toneladas|metros|hectareas|botellas|cajas|garrafones|prendas|modelos|libros|registros|correos|mensajes|suscriptores)\b/
/** "…, 40 en total": a sum of the figures before it. */
const SUM_AFTER = /^\s*(?:en total|de total|total)\b/

type Size = 'pequeño' | 'mediano' | 'grande' | 'empresarial'

/** Money words that mean a budget wherever they appear. */
const PRICE_WORDS: readonly { word: Size; pattern: RegExp }[] = [
  {
    word: 'pequeño',
    pattern:
      /\b(?:poco presupuesto|presupuesto (?:(?:es|esta|seria|sera|va a ser) )?(?:(?:muy|algo|un poco|bastante) )?(?:bajo|pequeno|chico|limitado|corto|ajustado|modesto|reducido|minimo|apretado)|bajo presupuesto|economic[oa]s?|barat[oa]s?|lo mas barato|no (?:tengo|tenemos|traigo|traemos|contamos con|cuento con|dispongo de|disponemos de|manejo|manejamos|hay) (?:mucho|tanto|gran|un gran)(?: dinero| presupuesto| capital| recurso| recursos)?|poco dinero|poca dinero|muy poco)\b/g,
  },
  { word: 'mediano', pattern: /\b(?:presupuesto (?:medio|mediano|moderado|intermedio|regular|normal))\b/g },
  { word: 'grande', pattern: /\b(?:presupuesto (?:grande|alto|amplio|holgado)|buen presupuesto)\b/g },
  {
    word: 'empresarial',
    pattern:
      /\b(?:lo que sea necesario|lo que se necesite|lo que cueste|lo que haga falta|sin limite(?: de presupuesto)?|presupuesto ilimitado|no importa (?:el )?(?:precio|costo)|el dinero no es problema)\b/g,
  },
]
/** Size words that mean a budget only when the visitor is answering about money. */
const SIZE_WORDS: readonly { word: Size; pattern: RegExp }[] = [
  { word: 'pequeño', pattern: /\b(?:pequeno|chico|poco|poquito|bajo|limitado|ajustado|modesto|no es mucho|no mucho)\b/g },
  { word: 'mediano', pattern: /\b(?:mediano|moderado|intermedio|regular|medio|normal)\b/g },
  { word: 'grande', pattern: /\b(?:grande|alto|amplio|holgado)\b/g },
  { word: 'empresarial', pattern: /\b(?:empresarial|ilimitado|corporativo)\b/g },
]

function multiplier(unit: string | undefined): number {
  if (unit === undefined) return 1
  if (unit.startsWith('mil') || unit === 'k') return 1_000
  return 1_000_000 // mdp, millon(es)
}

function numberOf(raw: string): number | undefined {
  return /^\d/.test(raw) ? digitsToNumber(raw) : spelledToNumber(raw)
}

interface Amount extends Span {
  value: number
  base: number
  unit?: string
  marked: boolean
  spelled: boolean
}

export interface BudgetFinding {
  readonly budget: BudgetCode
  readonly spans: readonly Span[]
  /** The visitor's own figure in pesos ("40 mil" → 40000), when they wrote one (not a size word). */
  readonly amount?: number
}

/** A figure people write as a year, not as pesos: "desde 2019". */
const YEAR = /^(?:19|20)\d\d$/
const PHONE_BEFORE = /\b(?:llam[ae](?:me|nos|rme|rnos|r)?|marca(?:me|nos|r)?|tel(?:efono)?|cel(?:ular)?|numero|whats(?:app)?|wats)\b[^,.;\d]{0,20}(?:\d[\d\s-]*)?$/

/**
 * @param folded the normalised message with phones, e-mails and timelines masked out
 * @param money whether the visitor is answering about money (the budget question, or a short answer
 *   while the assistant asked something a size word cannot answer): size words then count too
 */
export function findBudget(folded: string, money: boolean, budgetAsked = false): BudgetFinding | undefined {
  const inContext = money || BUDGET_CONTEXT.test(folded)
  const thousands = budgetAsked || HAS_BUDGET.test(folded)
  const amounts: Amount[] = []
  for (const span of spansOf(folded, HALF_MILLION)) amounts.push({ ...span, value: 500_000, base: 500_000, marked: true, spelled: true })
  for (const match of spansOf(folded, AMOUNT)) {
    const [dollar, rawNumber, rawUnit, currency] = match.groups
    if (rawNumber === undefined) continue
    const base = numberOf(rawNumber)
    if (base === undefined) continue
    let unit = rawUnit
    let value = base * multiplier(unit)
    // "18 mil quinientos": hundreds after "mil".
    const tail = rawUnit?.match(/^mil(?:es)?\s+(.+)$/)
    if (tail) {
      const extra = numberOf(tail[1]!)
      if (extra === undefined || extra >= 1000) continue
      unit = 'mil'
      value = base * 1000 + extra
    }
    const marked = dollar !== undefined || unit !== undefined || currency !== undefined
    amounts.push({ start: match.start, end: match.end, value, base, unit, marked, spelled: !/^\d/.test(rawNumber) })
  }
  amounts.sort((a, b) => a.start - b.start)
  // A bare figure beside a figure with a unit shares it: "20 a 25 mil", "15 mil o 18".
  for (let i = 0; i + 1 < amounts.length; i++) {
    const a = amounts[i]!
    const b = amounts[i + 1]!
    if (!RANGE_GAP.test(folded.slice(a.end, b.start))) continue
    if (a.unit === undefined && b.unit !== undefined && a.base < 1000) Object.assign(a, { value: a.base * multiplier(b.unit), unit: b.unit, marked: true })
    if (b.unit === undefined && a.unit !== undefined && b.base < 1000) Object.assign(b, { value: b.base * multiplier(a.unit), unit: a.unit, marked: true })
  }
  // "70 mil… bueno, hasta 80", "8 mil ahorita y luego otros 10, o sea 18 en total": a later bare figure
  // that corrects, adds to or sums the figures before it keeps their unit.
  for (let i = 1; i < amounts.length; i++) {
    const b = amounts[i]!
    const a = amounts.slice(0, i).findLast((x) => x.unit !== undefined)
    if (b.unit !== undefined || b.base >= 1000 || !a) continue
    const after = folded.slice(b.end)
    const continues = CONTINUES_BEFORE.test(folded.slice(a.end, b.start)) && CONTINUES_AFTER.test(after)
    if (continues || SUM_AFTER.test(after)) Object.assign(b, { value: b.base * multiplier(a.unit), unit: a.unit, marked: true })
  }
  const accepted = amounts.filter((a) => {
    if (a.spelled && a.unit === undefined && a.value < 1000) return false // "dos" alone is no amount
    // "3 mil seguidores", "20 mil visitas al mes": a count of something, not money.
    if (COUNTED.test(folded.slice(a.end))) return false
    if (a.marked) return true
    const raw = folded.slice(a.start, a.end).trim()
    if (YEAR.test(raw) && !inContext) return false
    // "llámame a la casa al 422 1587": digits after a word for the phone are a number to call.
    if (PHONE_BEFORE.test(folded.slice(Math.max(0, a.start - 40), a.start))) return false
    // The one figure of an answer about the budget, with nothing after it that makes it a count: thousands.
    if (thousands && a.base >= 5 && a.base < 1000 && amounts.length === 1 && CONTINUES_AFTER.test(folded.slice(a.end))) {
      Object.assign(a, { value: a.base * 1000 })
      return true
    }
    // A bare figure of at least a thousand is money ("como 18,500", "16000").
    return a.value >= 1_000
  })
  if (accepted.length > 0) {
    // The last figure wins; a range ending in it counts by its upper figure.
    let from = accepted.length - 1
    while (from > 0 && RANGE_GAP.test(folded.slice(accepted[from - 1]!.end, accepted[from]!.start))) from--
    const value = Math.max(...accepted.slice(from).map((a) => a.value))
    const budget = budgetFromAssistant(value)
    return budget ? { budget, spans: accepted, amount: value } : undefined
  }
  for (const { word, pattern } of PRICE_WORDS) {
    const found = spansOf(folded, pattern)
    const budget = found.length > 0 ? budgetFromAssistant(word) : undefined
    if (budget) return { budget, spans: found }
  }
  if (!inContext) return undefined
  for (const { word, pattern } of SIZE_WORDS) {
    const found = spansOf(folded, pattern)
    const budget = found.length > 0 ? budgetFromAssistant(word) : undefined
    if (budget) return { budget, spans: found }
  }
  return undefined
}
