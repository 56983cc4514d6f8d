'use client'

import { useEffect, useRef } from 'react'
import { useReducedMotion } from '@/components/ui/use-reduced-motion'
import { COUNTER_DURATION_MS, counterValueAt } from './counter-rules'

type Props = {
  target: number
  suffix: string
  durationMs?: number
  className?: string
}

/**
 * A number that counts from 0 up to `target` when it scrolls into view. The server HTML, visitors
 * without JavaScript and reduced-motion visitors get the final value ("150+"), and so does a counter
 * already on screen when the page becomes interactive: it was read as "150+" and must not drop to 0
 * and count again. Screen readers always read the final value. The digits are written straight to
 * the DOM on each frame (no React render per frame), and an invisible copy of the final value
 * reserves the width, so counting never shifts the layout.
 */
export function AnimatedCounter({ target, suffix, durationMs = COUNTER_DURATION_MS, className = '' }: Props) {
  const ref = useRef<HTMLSpanElement>(null)
  const digits = useRef<HTMLSpanElement>(null)
  const reducedMotion = useReducedMotion()
  const finalText = `${target}${suffix}`

  useEffect(() => {
    const element = ref.current
    const output = digits.current
    if (!element || !output || reducedMotion || typeof IntersectionObserver === 'undefined') return
    let frame = 0
    let firstObservation = true
    const observer = new IntersectionObserver(
      ([entry]) => {
        const wasFirst = firstObservation
        firstObservation = false
        if (!entry?.isIntersecting) return
        observer.disconnect()
        // Already visible when the page became interactive: keep the value the visitor has seen.
        if (wasFirst) return
        const start = performance.now()
        const step = (now: number) => {
          const elapsed = now - start
          output.textContent = `${counterValueAt(elapsed, target, durationMs)}${suffix}`
          if (elapsed < durationMs) frame = requestAnimationFrame(step)
        }
        output.textContent = `0${suffix}`
        frame = requestAnimationFrame(step)
      },
      { threshold: 0.5 },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      output.textContent = finalText
    }
  }, [target, suffix, finalText, durationMs, reducedMotion])

  return (
    <span ref={ref} className={`inline-grid tabular-nums ${className}`}>
      <span className="sr-only">{finalText}</span>
      <span aria-hidden="true" className="invisible [grid-area:1/1]">
        {finalText}
      </span>
      <span ref={digits} aria-hidden="true" className="[grid-area:1/1]">
        {finalText}
      </span>
    </span>
  )
}
