import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether the element is on screen (IntersectionObserver). `false` on the server and until the
 * first observation; browsers without IntersectionObserver count as always visible.
 */
export function useInView(ref: RefObject<Element | null>, threshold = 0): boolean {
  const [inView, setInView] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (typeof IntersectionObserver === 'undefined') {
      // Old browsers: behave as visible, asynchronously like a real observation.
      const frame = requestAnimationFrame(() => setInView(true))
      return () => cancelAnimationFrame(frame)
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setInView(entry.isIntersecting)
      },
      { threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, threshold])

  return inView
}
