import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculatePrice } from './calculate-price'
import {
  CONFIG_MESSAGES,
  invalidFeatureMessage,
  validateProjectConfig,
  type ProjectConfigDraft,
} from './validate-config'
import { testTables } from './test-tables'

const good = { projectType: 'website', features: ['responsive', 'seo'], timeline: 'normal' }

describe('validateProjectConfig', () => {
  it.each<[string, ProjectConfigDraft, string[]]>([
    ['a complete configuration', good, []],
    ['an explicit support level', { ...good, supportLevel: 'premium' }, []],
    ['an empty support level (the default applies)', { ...good, supportLevel: '' }, []],
    ['no project type', { ...good, projectType: undefined }, ['El tipo de proyecto es requerido']],
    ['an empty project type', { ...good, projectType: '' }, ['El tipo de proyecto es requerido']],
    ['an unknown project type', { ...good, projectType: 'landing' }, ['Tipo de proyecto inválido']],
    ['a prototype key as project type', { ...good, projectType: 'constructor' }, ['Tipo de proyecto inválido']],
    ['no features', { ...good, features: [] }, ['Debes seleccionar al menos una característica']],
    ['features missing', { ...good, features: null }, ['Debes seleccionar al menos una característica']],
    [
      'an unknown feature',
      { ...good, features: ['responsive', 'blockchain'] },
      ['Característica inválida: blockchain'],
    ],
    ['a feature with no price for the type', { ...good, features: ['chat'] }, ['Característica inválida: chat']],
    [
      'a repeated invalid feature (reported once)',
      { ...good, features: ['chat', 'chat'] },
      ['Característica inválida: chat'],
    ],
    ['no timeline', { ...good, timeline: undefined }, ['El cronograma es requerido']],
    ['an unknown timeline', { ...good, timeline: 'asap' }, ['Cronograma inválido']],
    ['an unknown support level', { ...good, supportLevel: 'gold' }, ['Nivel de soporte inválido']],
    [
      'everything missing',
      {},
      [
        'El tipo de proyecto es requerido',
        'Debes seleccionar al menos una característica',
        'El cronograma es requerido',
      ],
    ],
    // Without a valid type a feature is checked against the whole catalogue.
    [
      'an invalid type with a catalogue feature',
      { ...good, projectType: 'landing', features: ['chat', 'x'] },
      ['Tipo de proyecto inválido', 'Característica inválida: x'],
    ],
  ])('%s', (_case, config, errors) => {
    expect(validateProjectConfig(config, testTables)).toEqual({ valid: errors.length === 0, errors })
  })

  it('uses the spec messages word for word', () => {
    expect(CONFIG_MESSAGES).toEqual({
      projectTypeRequired: 'El tipo de proyecto es requerido',
      featuresRequired: 'Debes seleccionar al menos una característica',
      timelineRequired: 'El cronograma es requerido',
      invalidProjectType: 'Tipo de proyecto inválido',
      invalidTimeline: 'Cronograma inválido',
      invalidSupportLevel: 'Nivel de soporte inválido',
    })
    expect(invalidFeatureMessage('seo')).toBe('Característica inválida: seo')
  })

  it('a configuration that passes always prices without error, and one that fails never does (property)', () => {
    const codes = (list: readonly string[]) => fc.constantFrom(...list, 'unknown', '')
    const featureCodes = testTables.catalogue.map((f) => f.code)
    fc.assert(
      fc.property(
        codes(Object.keys(testTables.projectTypes)),
        fc.array(codes(featureCodes), { maxLength: 5 }),
        codes(testTables.timelines.map((t) => t.code)),
        fc.option(codes(testTables.supportLevels.map((s) => s.code)), { nil: undefined }),
        (projectType, features, timeline, supportLevel) => {
          const config = { projectType, features, timeline, supportLevel }
          const { valid } = validateProjectConfig(config, testTables)
          let priced = true
          try {
            calculatePrice(config, testTables)
          } catch {
            priced = false
          }
          // Pricing an empty feature list is possible; the check still asks for one.
          expect(priced).toBe(
            valid ||
              (features.length === 0 && validateProjectConfig({ ...config, features: ['seo'] }, testTables).valid),
          )
        },
      ),
    )
  })
})
