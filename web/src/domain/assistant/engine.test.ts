import { describe, expect, it } from 'vitest'
import { isAffirmative, isDeclining } from './affirmation'
import { isValidEmail, isValidPhone } from './contact-validation'
import { respond, type ChatTurn } from './engine'
import { INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE } from './messages'
import { OPENING_MESSAGE } from './replies'
import { composeReply, parseReply } from './reply-format'
import { READY_MARKER, STATE_MARKER } from './reply-markers'

const catalogue = [
  { code: 'payments', name: 'Pagos en Línea', synonyms: ['pagos en línea', 'oxxo'] },
  { code: 'cms', name: 'Gestor de Contenidos', synonyms: ['blog'] },
]
const ctx = { catalogue }

function play(turns: string[]) {
  const conversation: ChatTurn[] = [{ role: 'assistant', content: OPENING_MESSAGE }]
  return turns.map((message) => {
    const r = respond({ message, conversation: conversation.slice(-10) }, ctx)
    conversation.push({ role: 'user', content: message }, { role: 'assistant', content: r.response })
    return r
  })
}

describe('conversation steps (spec §4)', () => {
  it('goes name → project → contact → contact_phone → ready, one question at a time', () => {
    const steps = play(['Ana', 'tienda en línea', 'blog', 'sin prisa', '20 mil', 'ana@mail.com', '6461234567']).map((r) => r.step)
    expect(steps).toEqual(['project', 'project', 'project', 'project', 'contact', 'contact_phone', 'ready'])
    for (const r of play(['Ana', 'tienda en línea'])) expect((r.text.match(/\?/g) ?? []).length).toBe(1)
  })

  it('answers an invalid e-mail and an invalid phone with the spec sentences', () => {
    const results = play(['Ana', 'sitio web', 'blog', 'urgente', '10 mil', 'no tengo', 'ana@mail.com', 'abc'])
    expect(results[5]!.text).toBe(INVALID_EMAIL_MESSAGE)
    expect(results[7]!.text).toBe(INVALID_PHONE_MESSAGE)
  })

  it('takes a whole answer as the phone only when it is nothing but a phone (attack run 11)', () => {
    const jumble = play(['Ana', 'sitio web', 'blog', 'urgente', '10 mil', 'ana@mail.com', 'login catálogo 40 admin que 555 no crm citas 646 para envíos mil 0101 pagos'])
    expect(parseReply(jumble.at(-1)!.response).state).not.toHaveProperty('telefono')
    expect(jumble.at(-1)!.text).toBe(INVALID_PHONE_MESSAGE)
    const dashed = play(['Ana', 'sitio web', 'blog', 'urgente', '10 mil', 'ana@mail.com', '(646) 123-45-67'])
    expect(dashed.at(-1)!.data.contactInfo?.telefono).toMatch(/646/)
  })

  it('invents nothing: fields the visitor did not give stay absent', () => {
    const last = play(['Ana', 'sitio web', 'no sé', 'no sé', 'no sé', 'ana@mail.com', '6461234567']).at(-1)!
    expect(last.ready).toBe(true)
    expect(last.data).toEqual({ projectType: 'website', contactInfo: { nombre: 'Ana', email: 'ana@mail.com', telefono: '6461234567' } })
  })

  it('keeps facts that left the 10-message window (hidden state) and ends with the handoff on "sí"', () => {
    const results = play(['Me llamo Ana', 'hola', 'ok', 'tienda en línea', 'pagos', 'urgente', '30 mil', 'ana@mail.com', '6461234567', 'sí'])
    const last = results.at(-1)!
    expect(last.text).toMatch(/Ir al formulario/)
    expect(last.data.contactInfo?.nombre).toBe('Ana')
  })

  it('keeps the visitor\'s own budget figure in the hidden state (not in the spec\'s project data), and forgets it for words', () => {
    const stateOf = (r: { response: string }) => parseReply(r.response).state as { budget?: string; budgetAmount?: number }
    const withFigure = play(['Ana', 'tienda en línea', 'pagos', 'normal', 'unos 40 mil pesos', 'ana@mail.com', '6461234567'])
    expect(stateOf(withFigure[4]!)).toMatchObject({ budget: expect.any(String), budgetAmount: 40_000 })
    expect(stateOf(withFigure.at(-1)!).budgetAmount).toBe(40_000)
    expect(withFigure.at(-1)!.data).not.toHaveProperty('budgetAmount')
    const thenWords = play(['Ana', 'tienda en línea', 'pagos', 'normal', '40 mil', 'mejor algo grande'])
    expect(stateOf(thenWords[4]!).budgetAmount).toBe(40_000)
    expect(stateOf(thenWords[5]!)).not.toHaveProperty('budgetAmount')
  })

  it('greets on the first message and overrides the type on a correction', () => {
    expect(respond({ message: 'hola', conversation: [] }, ctx).text).toMatch(/^¡Hola! Soy WebsoAI.*¿cómo te llamas\?$/)
    const results = play(['Ana', 'una página web', 'mejor que sea tienda en línea'])
    expect(results.at(-1)!.state.projectType).toBe('ecommerce')
    expect(results.at(-1)!.text).toMatch(/cambio tu proyecto a una tienda en línea/)
  })
})

describe('ready marker', () => {
  it('round-trips the text, the hidden state and the project data', () => {
    const reply = composeReply('Hola', { a: 1 }, { projectType: 'website' })
    expect(reply.indexOf(STATE_MARKER)).toBeLessThan(reply.indexOf(READY_MARKER))
    expect(parseReply(reply)).toEqual({ text: 'Hola', state: { a: 1 }, ready: { ok: true, data: { projectType: 'website' } } })
  })

  it.each([
    [`x ${READY_MARKER}{oops`],
    [`x ${READY_MARKER}{"projectType":"blog"}`],
    [`x ${READY_MARKER}{"contactInfo":{"email":"no-es-correo"}}`],
    [`x ${READY_MARKER}{"budget":"huge"}`],
  ])('reports data that fails parsing or validation: %s', (reply) => {
    expect(parseReply(reply).ready).toEqual({ ok: false })
  })

  it('accepts an empty e-mail', () => {
    expect(parseReply(`x ${READY_MARKER}{"contactInfo":{"email":""}}`).ready?.ok).toBe(true)
  })
})

describe('contact rules (spec §5)', () => {
  it.each([
    ['ana@mail.com', true], ['  ana@mail.com  ', true], ['ana@mail', false], ['ana mail.com', false], ['@x.y', false],
  ])('email %j → %s', (value, ok) => expect(isValidEmail(value)).toBe(ok))

  it.each([
    ['6461234567', true], ['+526461234567', true], ['(646) 123-4567', true], ['12345', true], ['0123', false], ['abc', false], ['646 123', false],
  ])('phone %j → %s', (value, ok) => expect(isValidPhone(value)).toBe(ok))

  it.each([['sí', true], ['Sí, por favor', true], ['claro', true], ['órale', true], ['Ahora sí, pásalo', true], ['pásalo al formulario', true], ['no', false], ['todavía no', false], ['quizá', false], ['pásame el precio', false]])(
    'affirmative %j → %s',
    (text, ok) => expect(isAffirmative(text)).toBe(ok),
  )
  it.each([['mmm no, mejor no', true], ['ah ok, no, eso luego', true], ['¡No!', true], ['por ahora no', true], ['no sé, 20 mil', false], ['no tengo idea', false], ['sí, ponlos', false], ['nomás eso', false]])(
    'declining %j → %s',
    (text, no) => expect(isDeclining(text)).toBe(no),
  )
})
