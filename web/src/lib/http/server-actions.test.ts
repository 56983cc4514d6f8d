import { describe, expect, it } from 'vitest'
import { actionIdsOfForm, draftModeActionIds, isDraftModeCookie, LARGEST_ACTION_FORM_BYTES, namesOnlyAllowedActions, staffActionIds } from './server-actions'

const manifest = {
  node: {
    '60ba10964933': { filename: 'web/src/features/staff/server/actions.ts' },
    '80473521cd20': { filename: 'web/src/lib/content/loaders.ts' },
    '400f8401bc2e': { filename: 'node_modules/next-sanity/dist/live/server-actions/index.js' },
  },
}
const allowed = staffActionIds(manifest)
const post = (headers: Record<string, string>, body?: BodyInit) => new Request('http://127.0.0.1/equipo', { method: 'POST', headers, body })

describe('the back office takes only its own server actions', () => {
  it('reads the staff actions of the manifest, not the loaders or next-sanity', () => {
    expect([...allowed]).toEqual(['60ba10964933'])
  })

  it('judges the Next-Action header', async () => {
    expect(await namesOnlyAllowedActions(post({ 'next-action': '60ba10964933' }), allowed)).toBe(true)
    expect(await namesOnlyAllowedActions(post({ 'next-action': '80473521cd20' }), allowed)).toBe(false)
    expect(await namesOnlyAllowedActions(post({ 'next-action': '400f8401bc2e' }), allowed)).toBe(false)
  })

  it('judges a form posted without JavaScript, by the ids React writes into it', async () => {
    const form = (entries: [string, string][]) => {
      const data = new FormData()
      for (const [key, value] of entries) data.append(key, value)
      return data
    }
    expect(await namesOnlyAllowedActions(post({}, form([['$ACTION_REF_1', ''], ['$ACTION_1:0', '{"id":"60ba10964933","bound":"$@1"}'], ['estado', 'contacted']])), allowed)).toBe(true)
    expect(await namesOnlyAllowedActions(post({}, form([['$ACTION_REF_1', ''], ['$ACTION_1:0', '{"id":"80473521cd20","bound":null}']])), allowed)).toBe(false)
    expect(await namesOnlyAllowedActions(post({}, form([['$ACTION_ID_80473521cd20', '']])), allowed)).toBe(false)
    expect(await namesOnlyAllowedActions(post({}, form([['$ACTION_1:0', 'not json']])), allowed)).toBe(false)
    // A form that names no action is no form of a page with actions (attack run 9: Next's English 400).
    expect(await namesOnlyAllowedActions(post({}, form([['q', 'ana']])), allowed)).toBe(false)
  })

  it('lists every id a form names', () => {
    expect(actionIdsOfForm([['$ACTION_ID_abc', ''], ['$ACTION_2:0', '{"id":"def"}'], ['$ACTION_2:1', '{}'], ['nombre', 'x']])).toEqual(['abc', 'def'])
  })
})

describe('draft mode', () => {
  it('counts only the build\'s own draft-mode cookie, never a made-up one', () => {
    expect(isDraftModeCookie('a1b2c3d4', 'a1b2c3d4')).toBe(true)
    expect(isDraftModeCookie('1', 'a1b2c3d4')).toBe(false)
    expect(isDraftModeCookie('a1b2c3d5', 'a1b2c3d4')).toBe(false)
    expect(isDraftModeCookie(undefined, 'a1b2c3d4')).toBe(false)
    expect(isDraftModeCookie('', 'a1b2c3d4')).toBe(false)
  })

  it('allows next-sanity\'s own actions in draft mode, not the loaders', () => {
    expect([...draftModeActionIds(manifest)]).toEqual(['400f8401bc2e'])
  })
})

describe('a form naming its action under any reference', () => {
  it('reads `$ACTION_REF_<any text>` as React does (attack run 5 named a loader under "a")', async () => {
    const data = new FormData()
    data.append('$ACTION_REF_a', '')
    data.append('$ACTION_a:0', '{"id":"80473521cd20","bound":"$@1"}')
    data.append('$ACTION_a:1', '[]')
    data.append('$ACTION_KEY', 'k1')
    expect(await namesOnlyAllowedActions(post({}, data), allowed)).toBe(false)
    expect(actionIdsOfForm([['$ACTION_REF_x', ''], ['$ACTION_x:0', '{"id":"60ba10964933"}']])).toEqual(['60ba10964933', '60ba10964933'])
    expect(actionIdsOfForm([['$ACTION_REF_missing', '']])).toEqual([''])
    // Attack run 7: a repeated field is read in every copy, not only the last.
    expect(actionIdsOfForm([['$ACTION_1:0', '{"id":"loader"}'], ['$ACTION_1:0', '{"id":"staff"}']])).toEqual(['loader', 'staff'])
    expect(actionIdsOfForm([['$ACTION_REF_x', ''], ['$ACTION_x:0', '{"id":"loader"}'], ['$ACTION_x:0', '{"id":"staff"}']])).toEqual(['loader', 'staff', 'loader', 'staff'])
  })
})

describe('the cost of a form post (attack run 8)', () => {
  it('groups repeated fields in one pass: 200,000 copies of one name are read at once', () => {
    // The old grouping copied the list at every copy: this many copies took minutes.
    const entries = function* (): Generator<[string, string]> {
      for (let i = 0; i < 200_000; i++) yield ['$ACTION_1:0', '{"id":"staff"}']
      for (let i = 0; i < 200_000; i++) yield ['a', '']
    }
    const ids = actionIdsOfForm(entries())
    expect(ids).toHaveLength(200_000)
    expect(new Set(ids)).toEqual(new Set(['staff']))
  })

  it(`refuses a form over ${LARGEST_ACTION_FORM_BYTES / 1024} KB before parsing it, whatever it names`, async () => {
    const urlEncoded = { 'content-type': 'application/x-www-form-urlencoded' }
    const named = '%24ACTION_ID_60ba10964933=&'
    expect(await namesOnlyAllowedActions(post(urlEncoded, named + 'a&'.repeat(LARGEST_ACTION_FORM_BYTES / 2)), allowed)).toBe(false)
    expect(await namesOnlyAllowedActions(post(urlEncoded, named + 'a&'.repeat(LARGEST_ACTION_FORM_BYTES / 2 - named.length)), allowed)).toBe(true)
    const big = new FormData()
    big.append('$ACTION_ID_60ba10964933', '')
    big.append('nota', 'x'.repeat(LARGEST_ACTION_FORM_BYTES))
    expect(await namesOnlyAllowedActions(post({}, big), allowed)).toBe(false)
  })
})
