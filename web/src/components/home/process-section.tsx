'use client'

import { CircleCheck, Code2, MessagesSquare, Pause, Play, RefreshCw, Rocket, Search, ShieldCheck, type LucideIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Container } from '@/components/ui/container'
import { SectionHeading } from '@/components/ui/section-heading'
import { useReducedMotion } from '@/components/ui/use-reduced-motion'
import {
  PROCESS_INITIAL_PROGRESS,
  PROCESS_STAGE_COUNT,
  PROCESS_TICK_MS,
  nextProgress,
  stepStatus,
  type StepStatus,
} from './process-rules'
import { StepCard } from './step-card'
import { useInView } from './use-in-view'

type Stage = { _id: string; title?: string | null; description?: string | null }

type Props = {
  title?: string | null
  subtitle?: string | null
  cycleEyebrow?: string | null
  cycleTitle?: string | null
  cycleNotes?: readonly string[] | null
  stages: readonly Stage[]
}

/** Glyphs of the four stages, by position (the CMS orders them: Análisis, Desarrollo, Pruebas, Lanzamiento). */
const stageIcons: LucideIcon[] = [Search, Code2, ShieldCheck, Rocket]
const noteIcons: LucideIcon[] = [MessagesSquare, RefreshCw]

const stageTone: Record<StepStatus | 'static', string> = {
  active: 'bg-brand text-on-brand ring-8 ring-brand/15 scale-110',
  done: 'bg-brand-soft text-brand',
  pending: 'bg-surface text-muted border border-line',
  static: 'bg-brand-soft text-brand',
}

/**
 * The development process: the four stages light up one after the other (a tick every 3 s, see
 * process-rules.ts), with the "Ciclo de Desarrollo" card, its progress bar and flip cards below.
 * The cycle runs only while the section is on screen and the visitor has not paused it; with
 * reduced motion it never runs and every stage shows at rest.
 */
export function ProcessSection({ title, subtitle, cycleEyebrow, cycleTitle, cycleNotes, stages }: Props) {
  const sectionRef = useRef<HTMLElement>(null)
  const inView = useInView(sectionRef, 0)
  const reducedMotion = useReducedMotion()
  const [paused, setPaused] = useState(false)
  const [progress, setProgress] = useState(PROCESS_INITIAL_PROGRESS)
  const running = inView && !reducedMotion && !paused

  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setProgress(nextProgress), PROCESS_TICK_MS)
    return () => clearInterval(timer)
  }, [running])

  const steps = stages.slice(0, PROCESS_STAGE_COUNT)
  const shownProgress = reducedMotion ? 100 : progress
  const statusOf = (step: number): StepStatus | 'static' => (reducedMotion ? 'static' : stepStatus(step, progress))

  return (
    <section ref={sectionRef} aria-labelledby="proceso-title" className="py-20 sm:py-28">
      <Container>
        {title ? <SectionHeading id="proceso-title" title={title} subtitle={subtitle} /> : null}

        <div className="relative mx-auto mt-14 max-w-4xl">
          {/* The track joins the centres of the first and last stage; it fills as the cycle advances. */}
          <div aria-hidden="true" className="absolute inset-x-[12.5%] top-7 h-1 rounded-full bg-line sm:top-8">
            <div
              className="h-full origin-left rounded-full bg-linear-to-r from-brand to-accent transition-transform duration-700 ease-out"
              style={{ transform: `scaleX(${Math.max(0, shownProgress - 25) / 75})` }}
            />
          </div>
          <ol className="relative grid grid-cols-4 gap-2 sm:gap-6">
            {steps.map((stage, index) => {
              const status = statusOf(index + 1)
              const Icon = stageIcons[index] ?? CircleCheck
              return (
                <li key={stage._id} aria-current={status === 'active' ? 'step' : undefined} className="flex flex-col items-center gap-3 text-center">
                  <span className={`grid size-14 place-items-center rounded-full transition-all duration-500 sm:size-16 ${stageTone[status]}`}>
                    <Icon aria-hidden="true" className="size-6 sm:size-7" />
                  </span>
                  <span className={`text-xs font-semibold break-words sm:text-base ${status === 'active' ? 'text-brand' : 'text-ink'}`}>
                    {stage.title}
                  </span>
                </li>
              )
            })}
          </ol>
        </div>

        <div className="mt-16 rounded-card border border-line bg-surface p-5 shadow-card sm:p-10">
          <div className="flex items-start justify-between gap-4">
            <div>
              {cycleEyebrow ? <p className="text-sm font-semibold tracking-wider text-brand uppercase">{cycleEyebrow}</p> : null}
              <h3 id="ciclo-title" className="mt-1 text-2xl font-bold text-ink">
                {cycleTitle}
              </h3>
            </div>
            {reducedMotion ? null : (
              <button
                type="button"
                title={paused ? 'Reanudar ciclo' : 'Pausar ciclo'}
                onClick={() => setPaused((value) => !value)}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line text-ink-soft transition-colors hover:border-brand hover:text-brand"
              >
                {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
                <span className="sr-only">{paused ? 'Reanudar ciclo' : 'Pausar ciclo'}</span>
              </button>
            )}
          </div>

          <div className="mt-6 flex items-center gap-4">
            <div
              role="progressbar"
              aria-labelledby="ciclo-title"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={shownProgress}
              className="h-3 flex-1 overflow-hidden rounded-full bg-surface-alt"
            >
              <div
                className="h-full origin-left rounded-full bg-linear-to-r from-brand to-accent transition-transform duration-700 ease-out"
                style={{ transform: `scaleX(${shownProgress / 100})` }}
              />
            </div>
            <span aria-hidden="true" className="w-12 text-right text-sm font-semibold text-ink-soft tabular-nums">
              {shownProgress}%
            </span>
          </div>

          <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((stage, index) => (
              <StepCard key={stage._id} step={index + 1} title={stage.title ?? ''} description={stage.description ?? ''} status={statusOf(index + 1)} />
            ))}
          </ol>

          {cycleNotes?.length ? (
            <ul className="mt-8 flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:flex-wrap sm:gap-8">
              {cycleNotes.map((note, index) => {
                const Icon = noteIcons[index] ?? CircleCheck
                return (
                  <li key={note} className="flex items-center gap-2 text-ink-soft">
                    <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
                    {note}
                  </li>
                )
              })}
            </ul>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
