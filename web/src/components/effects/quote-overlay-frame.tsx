import type { Ref } from 'react'

export type OverlayKind = 'first-load' | 'loading' | 'wisdom'

export type OverlayQuote = { readonly text: string; readonly author: string }

/** The first-load overlay's element id (the boot script finds it by it). */
export const FIRST_LOAD_OVERLAY_ID = 'carga-inicial'

type Props = {
  kind: OverlayKind
  quote: OverlayQuote | null
  /** The server-rendered first-load overlay: hidden unless <html> carries data-first-load (set by its boot script before the first paint). */
  shownByBootScript?: boolean
  percentRef?: Ref<HTMLSpanElement>
  barRef?: Ref<HTMLDivElement>
}

/**
 * What every quote overlay looks like: the Greek-wisdom overlay, the loading overlay of a slow
 * navigation (both drawn by QuoteOverlay) and the session's first-load overlay (sent in the server
 * HTML by FirstLoadOverlay). Decoration, hidden from assistive technology; it takes no pointer events.
 * The percentage and the bar are written directly by whoever ticks them (refs, or the boot script
 * before React hydrates: their text and style may differ from the server's, on purpose).
 */
export function QuoteOverlayFrame({ kind, quote, shownByBootScript = false, percentRef, barRef }: Props) {
  const loading = kind !== 'wisdom'
  return (
    <div
      id={shownByBootScript ? FIRST_LOAD_OVERLAY_ID : undefined}
      aria-hidden="true"
      data-overlay={kind}
      // The first-load overlay is on the first paint itself: no fade, whose first frames would show its
      // light text over the still light page. The others fade in over a page already on screen.
      className={`pointer-events-none fixed inset-0 z-[60] place-items-center bg-night/95 px-6 text-on-night [contain:strict] ${
        shownByBootScript ? 'hidden [html[data-first-load]_&]:grid' : 'grid motion-safe:animate-[page-fade_300ms_ease-out]'
      }`}
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
              <div ref={barRef} data-bar="" suppressHydrationWarning className="h-full origin-left bg-night-accent will-change-transform" style={{ transform: 'scaleX(0)' }} />
            </div>
            <p className="mt-3 flex justify-between text-sm font-medium text-on-night-soft tabular-nums">
              <span>Cargando</span>
              <span ref={percentRef} data-percent="" suppressHydrationWarning className="inline-block h-5 w-[4ch] text-right [contain:strict]">
                0%
              </span>
            </p>
          </div>
        ) : null}
      </figure>
    </div>
  )
}
