'use client'

import { useEffect, useRef, useState } from 'react'
import { useReducedMotion } from '@/components/ui/use-reduced-motion'
import { COUNTER_DURATION_MS, counterValueAt } from './counter-rules'

type Props = {
  target: number
  suffix: string
  durationMs?: number
  className?: string
}

/**
 * A number that counts from 0 up to `target` once it scrolls into view. The server HTML, visitors
 * without JavaScript and reduced-motion visitors get the final value ("150+"); screen readers always
 * read the final value, never the moving digits. An invisible copy of the final value reserves the
 * width, so counting never shifts the layout.
 */
export function AnimatedCounter({ target, suffix, durationMs = COUNTER_DURATION_MS, className = '' }: Props) {
  const ref = useRef<HTMLSpanElement>(null)
  const finished = useRef(false)
  const [current, setCurrent] = useState(target)
  const reducedMotion = useReducedMotion()
  const finalText = `${target}${suffix}`

  useEffect(() => {
    const element = ref.current
    if (!element || reducedMotion || finished.current || typeof IntersectionObserver === 'undefined') return
    let frame = 0
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        observer.disconnect()
        const start = performance.now()
        const step = (now: number) => {
          const elapsed = now - start
          setCurrent(counterValueAt(elapsed, target, durationMs))
          if (elapsed < durationMs) frame = requestAnimationFrame(step)
          else finished.current = true
        }
        setCurrent(0)
        frame = requestAnimationFrame(step)
      },
      { threshold: 0.5 },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [target, durationMs, reducedMotion])

  const shown = reducedMotion ? target : current
  return (
    <span ref={ref} className={`inline-grid tabular-nums ${className}`}>
      <span className="sr-only">{finalText}</span>
      <span aria-hidden="true" className="invisible [grid-area:1/1]">
        {finalText}
      </span>
      <span aria-hidden="true" className="[grid-area:1/1]">
        {shown}
        {suffix}
      </span>
    </span>
  )
}
