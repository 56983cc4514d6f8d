'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useReducedMotion } from '@/components/ui/use-reduced-motion'

type Reveal = 'idle' | 'pending' | 'shown'

/**
 * Sets `data-reveal` on a wrapper for CSS entrance effects of server-rendered children:
 * 'idle' (server HTML, no JavaScript, reduced motion: everything in its final state), 'pending'
 * (hydrated while off screen: children hide their effect) and 'shown' (scrolled into view: they
 * transition to the final state). Style children with `group-data-[reveal=pending]/reveal:…`.
 */
export function RevealOnView({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [reveal, setReveal] = useState<Reveal>('idle')
  const reducedMotion = useReducedMotion()

  useEffect(() => {
    const element = ref.current
    if (!element || reducedMotion || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        if (entry.isIntersecting) {
          observer.disconnect()
          setReveal((state) => (state === 'pending' ? 'shown' : state))
        } else {
          setReveal((state) => (state === 'idle' ? 'pending' : state))
        }
      },
      { threshold: 0.25 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [reducedMotion])

  return (
    <div ref={ref} data-reveal={reducedMotion ? 'idle' : reveal} className={`group/reveal ${className}`}>
      {children}
    </div>
  )
}
