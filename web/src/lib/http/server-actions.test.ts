import { describe, expect, it } from 'vitest'
import { actionIdsOfForm, namesOnlyAllowedActions, staffActionIds } from './server-actions'

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
    expect(await namesOnlyAllowedActions(post({}, form([['q', 'ana']])), allowed)).toBe(true)
  })

  it('lists every id a form names', () => {
    expect(actionIdsOfForm([['$ACTION_ID_abc', ''], ['$ACTION_2:0', '{"id":"def"}'], ['$ACTION_2:1', '{}'], ['nombre', 'x']])).toEqual(['abc', 'def'])
  })
})
