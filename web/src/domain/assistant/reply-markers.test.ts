import { describe, expect, it } from 'vitest'
import { READY_MARKER, STATE_MARKER, splitReply, visibleText } from './reply-markers'

describe('splitReply', () => {
  it.each([
    ['plain text', '  Hola, ¿cómo te llamas?  ', { text: 'Hola, ¿cómo te llamas?' }],
    ['state only', `Gracias.\n${STATE_MARKER}{"a":1}`, { text: 'Gracias.', stateJson: '{"a":1}' }],
    ['ready only', `Listo.\n${READY_MARKER}{"b":2}`, { text: 'Listo.', readyJson: '{"b":2}' }],
    ['state then ready', `Listo.\n${STATE_MARKER}{"a":1}\n${READY_MARKER}{"b":2}`, { text: 'Listo.', stateJson: '{"a":1}', readyJson: '{"b":2}' }],
    ['ready then state', `Listo.\n${READY_MARKER}{"b":2}\n${STATE_MARKER}{"a":1}`, { text: 'Listo.', stateJson: '{"a":1}', readyJson: '{"b":2}' }],
    ['a marker with nothing after it', `Listo.${READY_MARKER}`, { text: 'Listo.', readyJson: '' }],
  ])('%s', (_name, reply, expected) => {
    expect(splitReply(reply)).toEqual(expected)
  })

  it('never shows what follows a marker', () => {
    expect(visibleText(`Hola ${STATE_MARKER}{"secreto":true}`)).toBe('Hola')
  })
})
