'use client'

import { RotateCw } from 'lucide-react'
import { useId, useState, type FocusEvent, type PointerEvent } from 'react'
import type { StepStatus } from './process-rules'

type Props = {
  step: number
  title: string
  description: string
  /** 'static' when the cycle does not run (reduced motion): no step is singled out. */
  status: StepStatus | 'static'
}

const faceTone: Record<Props['status'], string> = {
  active: 'border-brand bg-brand text-on-brand shadow-card',
  done: 'border-brand/30 bg-brand-soft text-ink',
  pending: 'border-line bg-surface text-ink',
  static: 'border-line bg-surface text-ink',
}

/**
 * One step of the development cycle. The front shows the step and its name; the back, its
 * description. It turns over on mouse hover, on keyboard focus and with its button (touch and
 * keyboard). With reduced motion the faces swap in place instead of rotating.
 */
export function StepCard({ step, title, description, status }: Props) {
  const [flipped, setFlipped] = useState(false)
  const backId = useId()
  const tone = faceTone[status]
  const face = `rounded-card border p-5 transition-colors duration-500 [grid-area:1/1] backface-hidden ${tone}`

  const onPointer = (next: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setFlipped(next)
  }
  const onFocus = (event: FocusEvent<HTMLButtonElement>) => {
    // A tap also focuses the button; only keyboard focus (focus-visible) turns the card.
    if (event.currentTarget.matches(':focus-visible')) setFlipped(true)
  }

  return (
    <li aria-current={status === 'active' ? 'step' : undefined} className="relative perspective-distant" onPointerEnter={onPointer(true)} onPointerLeave={onPointer(false)}>
      <div
        className={`grid h-full min-h-36 transition-transform duration-700 ease-out transform-3d sm:min-h-44 ${flipped ? 'motion-safe:rotate-y-180' : ''}`}
      >
        <div aria-hidden="true" className={`${face} flex flex-col justify-between gap-6 ${flipped ? 'motion-reduce:invisible' : ''}`}>
          <span className={`text-sm font-semibold ${status === 'active' ? 'text-on-brand/90' : 'text-brand'}`}>{String(step).padStart(2, '0')}</span>
          <span className="flex items-end justify-between gap-3">
            <span className="text-xl font-bold">{title}</span>
            <RotateCw aria-hidden="true" className="size-4 shrink-0 opacity-70" />
          </span>
        </div>
        <div
          id={backId}
          aria-hidden={!flipped}
          className={`${face} flex flex-col gap-2 motion-safe:rotate-y-180 ${flipped ? '' : 'motion-reduce:invisible'}`}
        >
          <span className="font-bold">{title}</span>
          <span className={`text-sm leading-relaxed ${status === 'active' ? 'text-on-brand/90' : 'text-ink-soft'}`}>{description}</span>
        </div>
      </div>
      <button
        type="button"
        aria-expanded={flipped}
        aria-controls={backId}
        onClick={() => setFlipped((value) => !value)}
        onFocus={onFocus}
        onBlur={() => setFlipped(false)}
        className="absolute inset-0 z-10 cursor-pointer rounded-card"
      >
        <span className="sr-only">{`${step}. ${title}`}</span>
      </button>
    </li>
  )
}
