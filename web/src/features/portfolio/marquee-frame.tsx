'use client'

import { Pause, Play } from 'lucide-react'
import { useState, type ReactNode } from 'react'

type Props = { className: string; children: ReactNode }

/**
 * Holds the testimonial rows and a pause button, so that the moving content can be stopped without
 * a mouse (WCAG 2.2.2). The rows read `data-paused`; the button is hidden under reduced motion,
 * where nothing moves.
 */
export function MarqueeFrame({ className, children }: Props) {
  const [paused, setPaused] = useState(false)
  return (
    <div className={className} data-paused={paused ? '' : undefined}>
      {children}
      <div className="mt-4 flex justify-center motion-reduce:hidden">
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? 'Reanudar testimonios' : 'Pausar testimonios'}
          className="grid size-11 place-items-center rounded-full text-muted transition-colors hover:bg-surface hover:text-ink"
        >
          {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        </button>
      </div>
    </div>
  )
}
