'use client'

import { createContext, startTransition, useActionState, useCallback, useContext, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button-styles'
import { cn } from '@/components/ui/cn'
import type { ActionState } from '../server/actions'

type Submissions = { readonly latest: number; readonly claim: () => number }

/** Outside a group every form only knows its own submissions. */
const SubmissionsContext = createContext<Submissions>({ latest: 0, claim: () => 0 })

/** The back office's forms: a new submission in any of them clears the answers the others still show. */
export function ActionFormGroup({ children }: { children: ReactNode }) {
  const [latest, setLatest] = useState(0)
  const counter = useRef(0)
  const claim = useCallback(() => {
    counter.current += 1
    setLatest(counter.current)
    return counter.current
  }, [])
  const value = useMemo(() => ({ latest, claim }), [latest, claim])
  return <SubmissionsContext value={value}>{children}</SubmissionsContext>
}

/**
 * A back-office form over a server action: its own answer (done, or the Spanish reason) under its
 * button, until the next submission on the page. A refused form keeps what was typed and chosen; a
 * successful one is emptied.
 */
export function ActionForm({
  action,
  submitLabel,
  children,
  variant = 'primary',
  className,
  testId,
  disabled = false,
}: {
  action: (state: ActionState, form: FormData) => Promise<ActionState>
  submitLabel: string
  children?: ReactNode
  variant?: 'primary' | 'secondary'
  className?: string
  testId?: string
  /** Nothing to submit now (the reason is among the children). */
  disabled?: boolean
}) {
  const submissions = useContext(SubmissionsContext)
  const [state, formAction, pending] = useActionState(action, null)
  // The submission this form's answer belongs to; null once the page was left (Next keeps a visited
  // page alive but hidden, and an answer is news only on the visit it was given).
  const [answered, setAnswered] = useState<number | null>(submissions.latest)
  const form = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (state?.ok) form.current?.reset()
  }, [state])
  useEffect(() => () => setAnswered(null), [])

  function submit(event: FormEvent<HTMLFormElement>) {
    // Dispatched here, not by React's form action: React resets the form after every action, which
    // on a refusal put the first option back beside an error about the one chosen.
    event.preventDefault()
    if (pending) return
    const data = new FormData(event.currentTarget)
    setAnswered(submissions.claim())
    startTransition(() => formAction(data))
  }

  const shown = state !== null && !pending && answered === submissions.latest ? state : null
  // The answer stays beside the button only until the form is edited again, or a submission the browser
  // itself stops (a date out of range): "Pago registrado." next to a payment never sent misled (walk 10).
  const forget = () => setAnswered(null)
  // A keyboard user stays where they were: the button keeps focus while the action runs (a disabled
  // button drops it to the page's top, walk 10), and if the page's update took it anyway, the answer has it.
  const message = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (shown && (document.activeElement === null || document.activeElement === document.body)) message.current?.focus()
  }, [shown])
  return (
    <form ref={form} action={formAction} onSubmit={submit} onInput={forget} onInvalidCapture={forget} className={cn('grid gap-3', className)} data-testid={testId}>
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={disabled} aria-disabled={pending || undefined} className={cn(buttonClasses(variant, 'sm'), pending && 'cursor-wait opacity-70')}>
          {pending ? 'Guardando...' : submitLabel}
        </button>
        {shown ? (
          <p ref={message} tabIndex={-1} role={shown.ok ? 'status' : 'alert'} className={cn('text-sm font-medium focus:outline-none', shown.ok ? 'text-success' : 'text-danger')}>
            {shown.ok ? shown.message : shown.error}
          </p>
        ) : null}
      </div>
    </form>
  )
}
