'use client'

import { useEffect, useRef, useState } from 'react'
import { LOADING_MS, LOADING_TICK_MS, WISDOM_MS, loadingPercent } from './transition-rules'

export type OverlayKind = 'first-load' | 'loading' | 'wisdom'

type Quote = { text: string; author: string }

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
 * The Greek-wisdom overlay (every 5th transition, 2 s) and the loading overlay (session's first
 * load, or a navigation still waiting after 300 ms: percentage ticking every 50 ms, "Cargando", up to
 * 3 s), each with a random quote from the CMS. The page keeps rendering and stays usable under it:
 * the overlay takes no pointer events, and any click or Escape dismisses it. It is decoration, so
 * it is hidden from assistive technology.
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
    const timer = setTimeout(onClose, 200)
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

  return (
    <div
      aria-hidden="true"
      data-overlay={kind}
      className="pointer-events-none fixed inset-0 z-[60] grid place-items-center bg-night/95 px-6 text-on-night [contain:strict] motion-safe:animate-[page-fade_300ms_ease-out]"
    >
      <figure className="w-full max-w-md text-center">
        {kind === 'wisdom' ? <p className="text-sm font-semibold tracking-[0.3em] text-night-accent uppercase">Sabiduría griega</p> : null}
        {/* Full width and room for a four-line quote before it arrives: the centred figure must not move or
            widen when it does (CLS; a shrink-to-fit figure grew from the bar's width to the quote's). */}
        <blockquote className="mt-4 flex min-h-[6.875rem] items-center justify-center text-xl leading-snug font-semibold text-balance">
          {quote ? `«${quote.text}»` : null}
        </blockquote>
        <figcaption className="mt-3 min-h-6 text-on-night-soft">{quote ? `— ${quote.author}` : null}</figcaption>
        {loading ? (
          <div className="mx-auto mt-8 w-56">
            <div className="h-1.5 overflow-hidden rounded-full bg-white/15">
              <div ref={bar} className="h-full origin-left bg-night-accent will-change-transform" style={{ transform: 'scaleX(0)' }} />
            </div>
            <p className="mt-3 flex justify-between text-sm font-medium text-on-night-soft tabular-nums">
              <span>Cargando</span>
              <span ref={percentText} className="inline-block h-5 w-[4ch] text-right [contain:strict]">
                0%
              </span>
            </p>
          </div>
        ) : null}
      </figure>
    </div>
  )
}
