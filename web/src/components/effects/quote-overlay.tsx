'use client'

import { useEffect, useRef, useState } from 'react'
import { QuoteOverlayFrame, type OverlayKind, type OverlayQuote as Quote } from './quote-overlay-frame'
import { LOADING_DONE_HOLD_MS, LOADING_MS, LOADING_TICK_MS, WISDOM_MS, loadingPercent } from './transition-rules'

let quotesRequest: Promise<Quote[]> | null = null

/** The CMS's Greek quotes (greekQuote documents), fetched once per page load. */
function loadQuotes(): Promise<Quote[]> {
  quotesRequest ??= fetch('/api/greek-quotes')
    .then((response) => (response.ok ? response.json() : []))
    .then((data: unknown) =>
      Array.isArray(data)
        ? data.filter((q): q is Quote => typeof q?.text === 'string' && typeof q?.author === 'string' && q.text.length > 0)
        : [],
    )
    .catch(() => {
      quotesRequest = null
      return []
    })
  return quotesRequest
}

type Props = {
  kind: OverlayKind
  /** A loading overlay: the awaited page has arrived, finish now. */
  arrived: boolean
  onClose: () => void
}

/**
 * The Greek-wisdom overlay (every 5th transition, 2 s) and the loading overlay of a navigation still
 * waiting after 300 ms (percentage ticking every 50 ms, "Cargando", up to 3 s), each with a random
 * quote from the CMS (the session's first load has its own, in the server HTML:
 * first-load-overlay.tsx). The page keeps rendering and stays usable under it: the overlay takes no
 * pointer events, and any click or Escape dismisses it. It is decoration, so it is hidden from
 * assistive technology.
 */
export default function QuoteOverlay({ kind, arrived, onClose }: Props) {
  const [quote, setQuote] = useState<Quote | null>(null)
  const percentText = useRef<HTMLSpanElement>(null)
  const bar = useRef<HTMLDivElement>(null)
  const loading = kind !== 'wisdom'

  useEffect(() => {
    let live = true
    void loadQuotes().then((quotes) => {
      if (live && quotes.length) setQuote(quotes[Math.floor(Math.random() * quotes.length)] ?? null)
    })
    return () => {
      live = false
    }
  }, [])

  // Each 50 ms tick writes the percentage and the bar straight to two small, contained nodes: no React
  // render and no layout or paint beyond them (a tick that re-rendered the overlay repainted the whole
  // screen 60 times during the first load: most of a first visit's blocking time).
  useEffect(() => {
    const started = performance.now()
    const limit = loading ? LOADING_MS : WISDOM_MS
    const show = (percent: number) => {
      if (percentText.current) percentText.current.textContent = `${percent}%`
      if (bar.current) bar.current.style.transform = `scaleX(${percent / 100})`
    }
    if (arrived) show(loadingPercent(0, true))
    const tick = setInterval(() => {
      const now = performance.now() - started
      if (!arrived) show(loadingPercent(now))
      if (now >= limit) onClose()
    }, LOADING_TICK_MS)
    return () => clearInterval(tick)
  }, [loading, arrived, onClose])

  useEffect(() => {
    if (!arrived) return
    const timer = setTimeout(onClose, LOADING_DONE_HOLD_MS)
    return () => clearTimeout(timer)
  }, [arrived, onClose])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onClose)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onClose)
    }
  }, [onClose])

  return <QuoteOverlayFrame kind={kind} quote={quote} percentRef={percentText} barRef={bar} />
}
