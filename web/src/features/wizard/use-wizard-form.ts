'use client'

// The wizard's form state: its values, which text fields are touched, their errors and whether
// anything changed. A field is checked when it first loses focus, then on every change (the way the
// wizard always behaved); checks use the form's zod schema, loaded at the first check (wizard-schemas),
// so neither zod nor a form library is in /contacto's first load.
import { useMemo, useRef, useState } from 'react'
import type { FieldRegistration } from '@/components/ui/field'
import { loadSchemas } from './lazy-steps'
import type { WizardContact, WizardValues } from './wizard-values'

/** The text fields the visitor types into. */
export type TextPath = `contactInfo.${keyof WizardContact}` | 'finalMessage'
export type WizardErrors = Partial<Record<TextPath, string>>
export type RegisterField = (path: TextPath) => FieldRegistration

/** The contact step's fields, in the order they are shown (the first with a problem gets the focus). */
const CONTACT_PATHS: readonly TextPath[] = ['contactInfo.nombre', 'contactInfo.empresa', 'contactInfo.email', 'contactInfo.telefono', 'contactInfo.mensaje']

type ChoiceKey = 'projectType' | 'features' | 'timeline' | 'supportLevel' | 'budget' | 'paymentMethod'

function read(values: WizardValues, path: TextPath): string {
  return path === 'finalMessage' ? values.finalMessage : values.contactInfo[path.slice('contactInfo.'.length) as keyof WizardContact]
}

function write(values: WizardValues, path: TextPath, text: string): WizardValues {
  if (path === 'finalMessage') return { ...values, finalMessage: text }
  return { ...values, contactInfo: { ...values.contactInfo, [path.slice('contactInfo.'.length)]: text } }
}

export function useWizardForm(initial: () => WizardValues) {
  const [values, setValues] = useState(initial)
  /** What `isDirty` compares with: the values of the last reset. */
  const [baseline, setBaseline] = useState(values)
  const [errors, setErrors] = useState<WizardErrors>({})
  const current = useRef(values)
  const touched = useRef(new Set<TextPath>())
  const elements = useRef(new Map<TextPath, HTMLInputElement | HTMLTextAreaElement>())

  const update = (next: WizardValues) => {
    current.current = next
    setValues(next)
  }

  /** Checks these fields against the newest values; their errors are set or cleared. True when all pass. */
  async function validate(paths: readonly TextPath[]): Promise<boolean> {
    const { checkWizardValues } = await loadSchemas()
    const problems = checkWizardValues(current.current)
    setErrors((previous) => {
      const next = { ...previous }
      for (const path of paths) {
        const problem = problems[path]
        if (problem) next[path] = problem
        else delete next[path]
      }
      return next
    })
    return paths.every((path) => !problems[path])
  }

  const register: RegisterField = (path) => ({
    name: path,
    value: read(values, path),
    onChange: (event) => {
      update(write(current.current, path, event.target.value))
      if (touched.current.has(path)) void validate([path])
    },
    onBlur: () => {
      touched.current.add(path)
      void validate([path])
    },
    ref: (element) => {
      if (element) elements.current.set(path, element)
      else elements.current.delete(path)
    },
  })

  function setValue<K extends ChoiceKey>(name: K, value: WizardValues[K]) {
    update({ ...current.current, [name]: value })
  }

  function reset(next: WizardValues) {
    touched.current.clear()
    setErrors({})
    setBaseline(next)
    update(next)
  }

  /** Checks the whole contact step (as "Siguiente" does); optionally focuses the first field with a problem. */
  async function triggerContact(options?: { shouldFocus?: boolean }): Promise<boolean> {
    for (const path of CONTACT_PATHS) touched.current.add(path)
    const ok = await validate(CONTACT_PATHS)
    if (!ok && options?.shouldFocus) {
      const { checkWizardValues } = await loadSchemas()
      const problems = checkWizardValues(current.current)
      const first = CONTACT_PATHS.find((path) => problems[path])
      if (first) elements.current.get(first)?.focus()
    }
    return ok
  }

  const isDirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(baseline), [values, baseline])

  return { values, errors, isDirty, register, setValue, reset, triggerContact }
}
