import { useEffect, useState, type RefObject } from 'react'

/**
 * The share of an element inside the viewport (0..1) as an IntersectionObserver with the given
 * threshold reports it: updated each time the element crosses that threshold.
 */
export function useVisibleRatio(ref: RefObject<Element | null>, threshold: number): number {
  const [ratio, setRatio] = useState(0)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]
        if (entry) setRatio(entry.isIntersecting ? entry.intersectionRatio : 0)
      },
      { threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, threshold])
  return ratio
}
