// The learned last reading of features (feature-model.ts): what it reads that the rules miss, what it
// must leave alone, and the committed weights' shape. That the weights are what the training writes is
// checked by `npm run assistant:train:check` (it trains again, about a minute).
import { readFileSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogueFromNdjson } from './corpus-catalogue'
import { findFeatures } from './extract-features'
import { learnedFeatures, tokensOf, type FeatureModel } from './feature-model'
import { FEATURE_MODEL } from './feature-model-weights'
import { normalizeSpanish } from './normalize-spanish'
import { fold } from './text'

const catalogue = catalogueFromNdjson(readFileSync(new URL('../../../../studio/seed/data.ndjson', import.meta.url), 'utf8'))
const read = (text: string) => normalizeSpanish(fold(text))
const rulesOnly = (text: string) => findFeatures(read(text), catalogue, false).added
const withModel = (text: string) => findFeatures(read(text), catalogue, false, FEATURE_MODEL).added

describe('the learned reading', () => {
  it('reads singular words of three letters or more and their neighbouring pairs', () => {
    expect(tokensOf('que se vean los envios a 2 ciudades')).toEqual(['que', 'vean', 'los', 'envio', 'ciudad', 'que_vean', 'vean_los', 'los_envio', 'envio_ciudad'])
  })

  const toy: FeatureModel = { codes: ['inventory', 'admin', 'made-up'], bias: [-2, -2, 5], weights: { bodega: [[0, 6]], panel: [[1, 3]] }, threshold: 0.9 }
  const known = new Set(['inventory', 'admin'])

  it('keeps the likeliest code above the threshold, the catalogue’s only, and needs three words', () => {
    expect(learnedFeatures(toy, 'lo que hay en la bodega', known)).toEqual(['inventory'])
    expect(learnedFeatures(toy, 'que haya un panel', known)).toEqual([])
    expect(learnedFeatures(toy, 'la bodega', known)).toEqual([])
    expect(learnedFeatures({ ...toy, threshold: 0.5 }, 'que el panel y la bodega', known)).toEqual(['inventory'])
  })

  it.each([
    ['que se lleve el control de lo que hay en la bodega', 'inventory'],
    ['que los de la oficina cambien todo desde su panel', 'admin'],
  ])('reads %j, which no rule reads, as %s', (text, code) => {
    expect(rulesOnly(text)).toEqual([])
    expect(withModel(text)).toEqual([code])
  })

  it.each([
    // Things the visitor already has, stories and refusals: the rules' masks and rejections come first.
    'ya tengo facebook e instagram y los manejo yo',
    'mi cuñado lleva el control de la bodega en excel y no lo vamos a cambiar',
    'no necesito control de la bodega',
    'que los de la oficina no cambien nada desde su panel',
    'hace diez años abrimos la panadería',
    'sí, así está bien, gracias',
  ])('reads nothing in %j', (text) => expect(withModel(text)).toEqual([]))

  it('is committed small, over the catalogue’s codes, with a threshold chosen by cross-validation', () => {
    const codes = new Set(catalogue.map((f) => f.code))
    expect(FEATURE_MODEL.codes.every((code) => codes.has(code))).toBe(true)
    expect(FEATURE_MODEL.bias).toHaveLength(FEATURE_MODEL.codes.length)
    expect(FEATURE_MODEL.threshold).toBeGreaterThanOrEqual(0.5)
    expect(FEATURE_MODEL.threshold).toBeLessThan(1)
    expect(statSync(new URL('./feature-model-weights.ts', import.meta.url)).size).toBeLessThan(300_000)
  })
})
