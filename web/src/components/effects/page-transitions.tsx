'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useReducedMotion } from '@/components/ui/use-reduced-motion'
import { storageKeys } from '@/config/storage-keys'
import { LOADING_DELAY_MS, TRANSITION_MS, isWisdomTransition, parseCount, transitionFor } from './transition-rules'
import type { OverlayKind } from './quote-overlay-frame'

// The overlays and their quotes load only when one is about to show: never in a route's first load.
const QuoteOverlay = dynamic(() => import('./quote-overlay'), { ssr: false })

/** On <html> while a page enters: links take no pointer events then (globals.css). */
const ENTERING_ATTRIBUTE = 'data-page-entering'

/** Whether a page is entering now: the one record of it, set for TRANSITION_MS at each entrance. */
const isEntering = () => document.documentElement.hasAttribute(ENTERING_ATTRIBUTE)

/** `from`: the page the overlay opened on; a loading overlay completes once the visitor has left it. */
type Overlay = { kind: Exclude<OverlayKind, 'first-load'>; id: number; from: string }

function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key)
  } catch {
    return null
  }
}

function writeStorage(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value)
  } catch {
    // Storage blocked: the effects still run, they are just not remembered.
  }
}

/**
 * Where an ordinary same-site click on this anchor goes: another page, this very page (the logo on
 * the home page, the current section in the menu), or nowhere of ours (a new tab, a download, a hash).
 */
function clickTarget(event: MouseEvent, anchor: HTMLAnchorElement): 'other-page' | 'this-page' | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  if (url.pathname !== window.location.pathname) return 'other-page'
  return url.search === window.location.search && url.hash === '' ? 'this-page' : null
}

/**
 * Everything that happens between pages, around the page content:
 * - every navigation, Back and Forward included, starts at the top, and so does a link to the page shown;
 * - the new page enters with its route's animation (CSS, 800 ms: data-transition on the wrapper);
 *   a click on a link to another page while one runs is ignored (spec: "A new navigation is ignored
 *   while one runs": links take no pointer events then, and a keyboard click is cancelled); Back and
 *   Forward, which the browser has already made, are not;
 * - every 5th transition (count in local storage) shows the Greek-wisdom overlay for 2 s;
 * - a navigation still waiting after 300 ms shows the loading overlay (quote, percentage,
 *   "Cargando"; up to 3 s); the session's first page load shows it too, from the server HTML
 *   (first-load-overlay.tsx), before any of this has loaded.
 * Under prefers-reduced-motion none of the motion runs; the scroll to the top still does.
 */
export function PageTransitions({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  const reducedMotion = useReducedMotion()
  const wrapper = useRef<HTMLDivElement>(null)
  const previous = useRef(pathname)
  const markerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const waitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [overlay, setOverlay] = useState<Overlay | null>(null)

  // `from` is the page the visitor is leaving: the loading overlay ends as soon as another one is drawn.
  const show = useCallback((kind: Overlay['kind'], from = previous.current) => setOverlay({ kind, id: Date.now(), from }), [])
  const close = useCallback(() => setOverlay(null), [])

  // The browser must not restore old scroll positions on Back/Forward: the page starts at the top.
  useEffect(() => {
    const { history } = window
    const before = history.scrollRestoration
    history.scrollRestoration = 'manual'
    return () => {
      history.scrollRestoration = before
      clearTimeout(markerTimer.current)
      document.documentElement.removeAttribute(ENTERING_ATTRIBUTE)
    }
  }, [])

  // Clicks on links: another page may wait (the loading overlay after 300 ms); the page already shown
  // goes back to its top, as any other navigation would. Back/Forward may wait too.
  useEffect(() => {
    const wait = (event: Event) => {
      clearTimeout(waitTimer.current)
      const from = previous.current
      // React draws a Back/Forward to a page it already has inside the popstate event, before this
      // listener runs: the visitor has arrived, nothing waits.
      if (event.type === 'popstate' && window.location.pathname === from) return
      waitTimer.current = setTimeout(() => show('loading', from), LOADING_DELAY_MS)
    }
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement)) return
      const target = clickTarget(event, anchor)
      if (target === 'other-page' && isEntering()) {
        // Captured before next/link, which follows no click already cancelled.
        event.preventDefault()
        return
      }
      if (target === 'this-page') window.scrollTo({ top: 0, left: 0, behavior: reducedMotion ? 'instant' : 'smooth' })
      else if (target === 'other-page' && !reducedMotion) wait(event)
    }
    // Captured before React's handlers: next/link cancels the browser's own navigation (defaultPrevented)
    // to make its client-side one, so a click seen after it would never count as a page change.
    document.addEventListener('click', onClick, true)
    if (!reducedMotion) window.addEventListener('popstate', wait)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', wait)
      clearTimeout(waitTimer.current)
    }
  }, [reducedMotion, show])

  // Arrival on a new page.
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    clearTimeout(waitTimer.current)
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    toTop()
    // Next.js may still restore the kept page's scroll after this commit: once more on the next frame.
    const frame = requestAnimationFrame(toTop)
    const timers: ReturnType<typeof setTimeout>[] = []
    const element = wrapper.current
    if (!reducedMotion && element && !isEntering()) {
      element.removeAttribute('data-transition')
      void element.offsetWidth // restart the animation even when the kind repeats
      element.setAttribute('data-transition', transitionFor(pathname))
      // Links take no press while the page enters (globals.css): a press meant for a link is not lost
      // to a click cancelled unseen, and a test's click waits for the link as for any moving target.
      document.documentElement.setAttribute(ENTERING_ATTRIBUTE, '')
      // Not cleared when the page changes again (Back during the entrance): the marker always goes.
      clearTimeout(markerTimer.current)
      markerTimer.current = setTimeout(() => {
        element.removeAttribute('data-transition')
        document.documentElement.removeAttribute(ENTERING_ATTRIBUTE)
      }, TRANSITION_MS)
      const count = parseCount(readStorage(() => localStorage, storageKeys.transitionCount)) + 1
      writeStorage(() => localStorage, storageKeys.transitionCount, String(count))
      if (isWisdomTransition(count)) timers.push(setTimeout(() => show('wisdom'), 0))
    }
    return () => {
      cancelAnimationFrame(frame)
      for (const timer of timers) clearTimeout(timer)
    }
  }, [pathname, reducedMotion, show])

  return (
    <>
      <div ref={wrapper}>{children}</div>
      {overlay && !reducedMotion ? (
        <QuoteOverlay key={overlay.id} kind={overlay.kind} arrived={overlay.kind === 'loading' && overlay.from !== pathname} onClose={close} />
      ) : null}
    </>
  )
}
