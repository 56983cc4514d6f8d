'use client'

import { MapPin } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

type Props = {
  embedUrl: string
  iframeTitle: string
  addressLines: string[]
}

/**
 * Click-to-load map: a static placeholder until the visitor asks for the map, so the page loads
 * no third-party frame, script or cookie by default. Both states share the same box (no shift),
 * and focus moves to the map once it replaces the button.
 */
export function MapFacade({ embedUrl, iframeTitle, addressLines }: Props) {
  const [loaded, setLoaded] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)
  // Focus follows the click only: re-showing the page later (Activity) must not steal focus.
  const focusFrame = useRef(false)

  useEffect(() => {
    if (!loaded || !focusFrame.current) return
    focusFrame.current = false
    frameRef.current?.focus()
  }, [loaded])

  function load() {
    focusFrame.current = true
    setLoaded(true)
  }

  return (
    <div className="relative aspect-square w-full overflow-hidden rounded-card border border-line bg-surface shadow-card sm:aspect-[4/3]">
      {loaded ? (
        <iframe
          ref={frameRef}
          src={embedUrl}
          title={iframeTitle}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
          <MapIllustration />
          <span className="relative grid size-14 shrink-0 place-items-center rounded-full bg-brand text-on-brand shadow-card ring-8 ring-brand/15">
            <MapPin aria-hidden="true" className="size-7" />
          </span>
          {/* Shown beside the map too: hidden from screen readers so they hear it once. */}
          {addressLines.length ? (
            <p aria-hidden="true" className="relative max-w-xs rounded-xl bg-surface/90 px-4 py-2 text-xs font-medium text-ink-soft sm:text-sm">
              {addressLines.map((line, index) => (
                <span key={`${index}-${line}`} className="block">
                  {line}
                </span>
              ))}
            </p>
          ) : null}
          <button
            type="button"
            onClick={load}
            className="relative inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand px-6 py-3 font-semibold text-on-brand shadow-card transition-colors hover:bg-brand-strong"
          >
            Cargar mapa
          </button>
        </div>
      )}
    </div>
  )
}

/** Streets and blocks in flat shapes: a hint of a map, drawn locally. */
function MapIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full">
      <rect width="400" height="300" className="fill-surface-alt" />
      <path d="M0 210 C 90 190, 150 250, 260 220 S 380 180, 400 190 V300 H0Z" className="fill-accent-soft" />
      <g className="stroke-surface" strokeWidth="14" fill="none" strokeLinecap="round">
        <path d="M-10 90 L410 60" />
        <path d="M-10 170 L410 150" />
        <path d="M120 -10 L100 310" />
        <path d="M280 -10 L300 310" />
      </g>
      <g className="stroke-line" strokeWidth="2" fill="none">
        <path d="M-10 90 L410 60" />
        <path d="M-10 170 L410 150" />
        <path d="M120 -10 L100 310" />
        <path d="M280 -10 L300 310" />
        <path d="M200 -10 C 180 100, 230 200, 190 310" strokeDasharray="6 8" />
      </g>
      <rect x="20" y="20" width="70" height="48" rx="8" className="fill-brand-soft" />
      <rect x="140" y="96" width="46" height="40" rx="8" className="fill-brand-soft" />
      <rect x="312" y="88" width="70" height="44" rx="8" className="fill-brand-soft" />
    </svg>
  )
}
