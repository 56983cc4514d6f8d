import { describe, expect, it } from 'vitest'
import { plainText, withoutInvisibleControls } from './plain-text'

/** A test title that shows the format characters as escapes instead of drawing them (or reordering the report). */
const shown = (text: string) => JSON.stringify(text).replace(/\p{Cf}/gu, (c) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`)

const cases: [typed: string, kept: string][] = [
  ['Ana López', 'Ana López'],
  ['Ana\u202eSOLICITUD PAGADA\u202c', 'AnaSOLICITUD PAGADA'],
  ['\u202aA\u202bB\u202cC\u202dD\u202eE', 'ABCDE'],
  ['\u2066A\u2067B\u2068C\u2069', 'ABC'],
  ['\u200b=1+1', '=1+1'],
  ['Ca\u200cf\u200dé\u2060 \ufeffEnsenada', 'Café Ensenada'],
  // What stays: accents, ñ, other scripts, emoji, line breaks and tabs, two marks on one letter.
  ['Peña Ñandú, Ångström', 'Peña Ñandú, Ångström'],
  ['Аna 李 🙂', 'Аna 李 🙂'],
  ['Línea 1\nLínea 2\tfin', 'Línea 1\nLínea 2\tfin'],
  ['Línea 1\r\nLínea 2', 'Línea 1\r\nLínea 2'],
  ['Nguyễn Thị', 'Nguyễn Thị'],
  ['\u200b\u202e\ufeff', ''],
  // Attack run 10: controls, direction marks, tags, blank letters, separators, piled-up marks.
  ['Ana\u001b[2J\u001b[31mRoja', 'Ana[2J[31mRoja'],
  ['Ana\u0007\u0000\u007f\u0085', 'Ana'],
  ['a\u200eb\u200fc\u061cd', 'abcd'],
  ['Ana\u{E0041}\u{E0042}', 'Ana'],
  ['Ana\u3164\u3164P', 'AnaP'],
  ['\u2800\u115f\u1160\uffa0', ''],
  ['Ana\u2028López', 'AnaLópez'],
  ['a\u00adb', 'ab'],
  ['e' + '\u0301'.repeat(50), 'e' + '\u0301'.repeat(3)],
  // Attack run 11: variation selectors and other marks that draw nothing.
  ['webso\ufe0f\ufe0e.com', 'webso.com'],
  ['Ana\u034f\u180b\u17b4', 'Ana'],
]

describe('withoutInvisibleControls', () => {
  it.each(cases.map(([typed, kept]) => [shown(typed), shown(kept), typed, kept]))('%s → %s', (_typedShown, _keptShown, typed, kept) => {
    expect(withoutInvisibleControls(typed)).toBe(kept)
  })
})

describe('plainText()', () => {
  it('drops the controls before the checks chained after it', () => {
    const name = plainText({ error: 'Escribe tu nombre.' }).trim().min(1, { error: 'Escribe tu nombre.' }).max(5)
    expect(name.parse(' \u200bAna\u202e ')).toBe('Ana')
    // Only invisible characters: empty, so refused as empty.
    expect(name.safeParse('\u200b\u202e\u2066').error?.issues[0]?.message).toBe('Escribe tu nombre.')
    // The length counted is what is stored.
    expect(name.parse('Ana\u200b\u200b\u200b\u200b')).toBe('Ana')
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('Escribe tu nombre.')
  })
})
