'use client'

import { useRouter } from 'next/navigation'
import { Suspense, useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react'
import { featuresFor } from '@/domain/pricing/features-for'
import type { PricingTables } from '@/domain/pricing/tables'
import { storageKeys } from '@/config/storage-keys'
import { saveCheckoutData } from './checkout-data'
import { clearDraft, saveDraft } from './draft-storage'
import { mxn, newIdempotencyKey } from './format'
import { PendingBanner } from './pending-banner'
import { fetchPendingRequest } from './pending-request'
import { HandoffBanner } from './handoff-banner'
import { budgetComparison } from './live-pricing'
import { EstimateDetails } from './estimate-details'
import { preloadStep, preloadSteps, RequestSent, StepBudgetTimeline, StepContact, StepFeatures, StepFinalMessage, StepPayment, StepSummary, StepSupport } from './lazy-steps'
import { MobileEstimateBar } from './mobile-estimate-bar'
import { firstBlockedStep, GATING_MESSAGES, stepBlocker } from './step-gating'
import { StepProjectType } from './step-project-type'
import { browserStorage } from '@/lib/browser/storage'
import { requestDraftFrom, SUBMIT_MESSAGES, submitProjectRequest } from './submit-request'
import { SubmitErrorPanel } from './submit-error-panel'
import { useLiveEstimate } from './use-live-estimate'
import { WizardNavigation } from './wizard-navigation'
import { WizardProgress } from './wizard-progress'
import { useWizardForm } from './use-wizard-form'
import { LAST_STEP, STEP, STEP_COUNT, WIZARD_STEPS } from './wizard-steps'
import { emptyWizardValues, type WizardValues } from './wizard-values'
import { requestReference } from '@/domain/orders/request-rules'

/** Whether a storage entry exists (without parsing it): the code that reads it is loaded only then. */
function hasEntry(storage: Storage | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) != null
  } catch {
    return false
  }
}

/** Runs `task` when the browser is idle (soon at the latest); returns the cancel function. */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = globalThis.setTimeout(task, 200)
  return () => globalThis.clearTimeout(handle)
}

type Submission =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'error'; message: string }
  /** "Enviar solicitud sin pagar" done: the page says what happens next. */
  | { status: 'sent'; reference: string; email: string }

/** Pay now (to the checkout) or send the request and pay later from the client area. */
type SubmitMode = 'pay' | 'later'

const CHECKOUT_PATH = '/checkout'

/**
 * The purchase wizard (spec 2.1, sections 4 and 5): eight steps, a live estimate from the CMS
 * tables, the draft in sessionStorage, the assistant's handoff, and the submission to
 * POST /api/project-requests that leads to /checkout.
 */
export function PurchaseWizard({ tables }: { tables: PricingTables }) {
  const router = useRouter()
  const { values, errors, isDirty, register, setValue, reset, triggerContact } = useWizardForm(emptyWizardValues)

  const [step, setStep] = useState(0)
  const [gate, setGate] = useState<string | null>(null)
  const [fromAssistant, setFromAssistant] = useState(false)
  const [restored, setRestored] = useState(false)
  const [submission, setSubmission] = useState<Submission>({ status: 'idle' })
  const [pending, setPending] = useState<{ id: string; reference: string } | null>(null)
  /** The visitor's own budget figure from the assistant, compared instead of its range until they pick a range. */
  const [budgetAmount, setBudgetAmount] = useState<number | null>(null)

  const headingRef = useRef<HTMLHeadingElement>(null)
  const payButtonRef = useRef<HTMLButtonElement>(null)
  const focusHeading = useRef(false)
  const initialized = useRef(false)
  const finished = useRef(false)
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null)
  /** Whether the visitor changed anything yet: a late answer about the pending request must not overwrite it. */
  const formDirty = useRef(false)

  const { result, calculating } = useLiveEstimate(values, tables)
  const comparison = calculating ? null : budgetComparison(result, values.budget, tables, budgetAmount)
  const submitting = submission.status === 'processing'

  // Runs whenever the wizard is shown: on the first visit, and again each time the visitor comes
  // back (with cacheComponents Next keeps a visited route's state alive in an <Activity>, whose
  // effects re-run when it shows again). Nothing of an earlier submission survives a return; then
  // the assistant's handoff wins, else a draft younger than 30 s (spec section 4), else the
  // browser's pending request, shown again and editable. After hydration only, because the server
  // cannot see the browser's storage; the handoff is consumed (removed) when read.
  // An effect event: it reads the newest `tables`, but a new tables object (each visit renders the
  // page again and hands a fresh copy) must not run it a second time, which would discard the
  // pending request it is fetching.
  const restoreOnShow = useEffectEvent(async (isActive: () => boolean) => {
    const returning = initialized.current
    const afterSubmission = returning && finished.current
    initialized.current = true
    setSubmission({ status: 'idle' })
    if (afterSubmission) {
      finished.current = false
      formDirty.current = false
      attempt.current = null
      reset(emptyWizardValues())
      setStep(0)
      setGate(null)
      setFromAssistant(false)
      setPending(null)
      setBudgetAmount(null)
    }
    // The code that reads (and validates) a handoff or a draft is fetched only when there is one.
    const local = browserStorage('local')
    const session = browserStorage('session')
    const handoff = hasEntry(local, storageKeys.chatbotProjectData)
      ? await import('./chatbot-handoff').then((m) => m.consumeChatbotHandoff(local, tables)).catch(() => null)
      : null
    const draft =
      handoff || !hasEntry(session, storageKeys.wizardDraft)
        ? undefined
        : await import('./draft-restore').then((m) => m.loadDraft(session, tables, Date.now())).catch(() => undefined)
    if (!isActive()) return
    if (handoff) {
      reset(handoff.values)
      setBudgetAmount(handoff.budgetAmount)
      setStep(LAST_STEP)
      setFromAssistant(true)
    } else if (draft) {
      reset(draft.values)
      setBudgetAmount(draft.budgetAmount)
      // Never land past a step whose requirement the restored values do not meet.
      setStep(firstBlockedStep(draft.values, tables, draft.step)?.step ?? draft.step)
    }
    setRestored(true)
    // Back on a wizard the visitor was still editing (never submitted): their work stays as it is.
    const editing = returning && !afterSubmission && formDirty.current
    if (!handoff && !draft && !editing) {
      void fetchPendingRequest(tables).then((found) => {
        if (!isActive() || !found || formDirty.current) return
        reset(found.values)
        setPending({ id: found.id, reference: found.reference })
        setStep(firstBlockedStep(found.values, tables, STEP.summary)?.step ?? STEP.summary)
      })
    }
  })
  useEffect(() => {
    let active = true
    // eslint-disable-next-line react-hooks/set-state-in-effect -- state restored from browser storage after hydration
    void restoreOnShow(() => active)
    return () => {
      active = false
    }
  }, [])

  useEffect(() => {
    formDirty.current = isDirty
  }, [isDirty])

  function startOver() {
    finished.current = false
    attempt.current = null
    clearDraft(browserStorage('session'))
    reset(emptyWizardValues())
    setPending(null)
    setBudgetAmount(null)
    setFromAssistant(false)
    setSubmission({ status: 'idle' })
    goTo(0)
  }

  const valuesKey = JSON.stringify(values)
  useEffect(() => {
    if (!restored || finished.current) return
    saveDraft(browserStorage('session'), { step, values: JSON.parse(valuesKey) as WizardValues, budgetAmount }, Date.now())
  }, [restored, step, valuesKey, budgetAmount])

  // The new step's heading gets focus and is brought into view (with its progress line above it):
  // focus alone left a keyboard user looking at the footer after "Siguiente".
  useEffect(() => {
    if (!focusHeading.current) return
    focusHeading.current = false
    const heading = headingRef.current
    if (!heading) return
    heading.focus({ preventScroll: true })
    heading.scrollIntoView({ block: 'start' })
  }, [step])

  // Not a transition: the step (and what "Siguiente" checks next) changes at once, even while the
  // step's code is still arriving (a short "Cargando..." in its place; the next step is fetched ahead).
  function goTo(target: number) {
    focusHeading.current = true
    setGate(null)
    preloadStep(target)
    setStep(target)
  }

  // Every later step's code once the page is loaded and the browser idle; the schemas when the
  // contact step is next.
  useEffect(() => {
    let cancel = () => {}
    const start = () => (cancel = whenIdle(preloadSteps))
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      window.removeEventListener('load', start)
      cancel()
    }
  }, [])
  useEffect(() => whenIdle(() => preloadStep(step + 1)), [step])

  function change<K extends 'projectType' | 'features' | 'timeline' | 'supportLevel' | 'budget' | 'paymentMethod'>(
    name: K,
    value: WizardValues[K],
  ) {
    setGate(null)
    // A range the visitor picks replaces the figure they told the assistant.
    if (name === 'budget') setBudgetAmount(null)
    setValue(name, value)
    if (name === 'projectType') {
      // Keep only the features the new type offers.
      const offered = new Set(featuresFor(value as string, tables).map((f) => f.code))
      setValue('features', values.features.filter((code) => offered.has(code)))
    }
  }

  async function contactIsValid(): Promise<boolean> {
    const ok = await triggerContact({ shouldFocus: step === STEP.contact })
    if (!ok) {
      const missing = stepBlocker(STEP.contact, values, tables)
      setGate(missing ? GATING_MESSAGES.contactRequired : 'Revisa los datos marcados para continuar.')
    }
    return ok
  }

  async function goNext() {
    if (step === STEP.contact || step === STEP.summary) {
      if (!(await contactIsValid())) {
        if (step !== STEP.contact) {
          focusHeading.current = true
          setStep(STEP.contact)
        }
        return
      }
    }
    const blocker = stepBlocker(step, values, tables)
    if (blocker) {
      setGate(blocker)
      return
    }
    goTo(step + 1)
  }

  async function submit(mode: SubmitMode) {
    if (submitting) return
    setSubmission({ status: 'idle' })
    const blocked = firstBlockedStep(values, tables, STEP_COUNT)
    if (blocked) {
      goTo(blocked.step)
      setGate(blocked.message)
      return
    }
    if (!(await triggerContact())) {
      goTo(STEP.contact)
      setGate('Revisa los datos marcados para continuar.')
      return
    }
    if (result.kind !== 'ready') {
      setSubmission({ status: 'error', message: SUBMIT_MESSAGES.noPrice })
      return
    }
    const draft = requestDraftFrom(values)
    const fingerprint = JSON.stringify(draft)
    // One key per configuration: a retry of the same one (say, after a lost answer) cannot create a
    // second request; a changed configuration is a new request.
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() }
    setSubmission({ status: 'processing' })
    const response = await submitProjectRequest(draft, attempt.current.key)
    if (!response.ok) {
      setSubmission({ status: 'error', message: response.message })
      return
    }
    finished.current = true
    clearDraft(browserStorage('session'))
    setPending(null)
    const { body } = response
    if (mode === 'later') {
      setSubmission({ status: 'sent', reference: requestReference(response.id), email: body.contactInfo.email })
      return
    }
    saveCheckoutData(browserStorage('local'), {
      projectId: response.id,
      projectConfig: {
        projectType: body.projectType,
        features: body.features,
        timeline: body.timeline,
        supportLevel: body.supportLevel ?? values.supportLevel,
        paymentInfo: { method: body.paymentMethod },
        contactInfo: body.contactInfo,
      },
      pricing: response.pricing,
    })
    router.replace(CHECKOUT_PATH)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting || calculating) return
    if (step === LAST_STEP) void submit('pay')
    else void goNext()
  }

  function retry() {
    setSubmission({ status: 'idle' })
    payButtonRef.current?.focus()
  }

  const deposit = !calculating && result.kind === 'ready' ? result.pricing.depositRequired : null
  const announcement =
    result.kind === 'ready'
      ? `Total estimado ${mxn(result.pricing.totalPrice)}, anticipo ${mxn(result.pricing.depositRequired)}.`
      : result.kind === 'error'
        ? 'Error en el cálculo del precio.'
        : ''
  const details = (variant: 'panel' | 'bar') => (
    <EstimateDetails
      tables={tables}
      values={values}
      result={result}
      calculating={calculating}
      comparison={comparison}
      variant={variant}
    />
  )

  if (submission.status === 'sent') {
    return (
      <Suspense fallback={<p role="status" className="py-12 text-center text-ink-soft">Cargando...</p>}>
        <RequestSent reference={submission.reference} email={submission.email} onStartOver={startOver} />
      </Suspense>
    )
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="min-w-0 space-y-4">
        {fromAssistant ? <HandoffBanner onDismiss={() => setFromAssistant(false)} /> : null}
        {pending && !fromAssistant ? <PendingBanner reference={pending.reference} onStartOver={startOver} /> : null}
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="wizard-step-title"
          className="space-y-6 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-card sm:p-8"
        >
          <WizardProgress step={step} />
          <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1} className="scroll-mt-20 text-2xl font-bold text-ink focus:outline-none sm:text-3xl">
            {WIZARD_STEPS[step]}
          </h2>
          {/* Step 1 stays outside the Suspense boundary of the lazily loaded steps, in place in the server
              HTML. Inside it, React streams a boundary out of line once the page is past its progressive
              chunk size: "Cargando..." could paint first and the form jump below it (CLS), and a visitor
              without JavaScript saw no step at all. */}
          {step === STEP.projectType ? (
            <StepProjectType tables={tables} value={values.projectType} onChange={(code) => change('projectType', code)} />
          ) : (
            <Suspense fallback={<p className="py-8 text-center text-ink-soft">Cargando...</p>}>
              {step === STEP.features ? (
                <StepFeatures
                  tables={tables}
                  projectType={values.projectType}
                  value={values.features}
                  onChange={(codes) => change('features', codes)}
                  onChooseType={() => goTo(STEP.projectType)}
                />
              ) : step === STEP.budgetTimeline ? (
                <StepBudgetTimeline
                  tables={tables}
                  timeline={values.timeline}
                  budget={values.budget}
                  comparison={comparison}
                  onTimeline={(code) => change('timeline', code)}
                  onBudget={(code) => change('budget', code)}
                />
              ) : step === STEP.support ? (
                <StepSupport tables={tables} value={values.supportLevel} onChange={(code) => change('supportLevel', code)} />
              ) : step === STEP.contact ? (
                <StepContact register={register} errors={errors} />
              ) : step === STEP.payment ? (
                <StepPayment tables={tables} value={values.paymentMethod} onChange={(method) => change('paymentMethod', method)} />
              ) : step === STEP.summary ? (
                <StepSummary tables={tables} values={values} result={result} comparison={comparison} onEdit={goTo} />
              ) : (
                <StepFinalMessage
                  register={register}
                  errors={errors}
                  deposit={deposit}
                  comparison={comparison}
                  submitting={submitting}
                  payButtonRef={payButtonRef}
                  onSendWithoutPaying={() => void submit('later')}
                />
              )}
            </Suspense>
          )}
          {gate ? (
            <p role="alert" className="rounded-xl border border-warning/40 bg-warning-soft p-3 font-medium text-ink">
              {gate}
            </p>
          ) : null}
          {submission.status === 'error' ? <SubmitErrorPanel message={submission.message} onRetry={retry} /> : null}
          <WizardNavigation step={step} calculating={calculating} submitting={submitting} onBack={() => goTo(step - 1)} />
        </form>
        {/* A new step starts with the details closed: left open, they covered the step's own buttons. */}
        <MobileEstimateBar key={step} result={result} calculating={calculating}>
          {details('bar')}
        </MobileEstimateBar>
      </div>
      <aside aria-labelledby="estimate-title" className="hidden lg:sticky lg:top-24 lg:block">
        <div className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-card">
          <h2 id="estimate-title" className="text-lg font-bold text-ink">
            Tu estimado
          </h2>
          <p className="mb-3 text-sm text-muted">Se actualiza con cada cambio.</p>
          {details('panel')}
        </div>
      </aside>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {calculating ? '' : announcement}
      </p>
    </div>
  )
}
