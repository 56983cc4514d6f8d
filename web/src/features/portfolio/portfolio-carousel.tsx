'use client'

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import { useReducedMotion } from '@/components/ui/use-reduced-motion'
import { CarouselIndicators } from './carousel-indicators'
import {
  AUTO_ADVANCE_MS,
  VISIBILITY_THRESHOLD,
  nextIndex,
  shouldAutoAdvance,
  swipeDirection,
  type Direction,
} from './carousel-rules'
import { PortfolioCard } from './portfolio-card'
import type { PortfolioCard as PortfolioCardData } from './types'
import { useVisibleRatio } from './use-visible-ratio'

type Props = {
  projects: ReadonlyArray<PortfolioCardData>
  moreInfoLabel: string
  /** Accessible name of the carousel region. */
  label: string
}

type Slide = PortfolioCardData & { slug: string }

const hasSlug = (project: PortfolioCardData): project is Slide => Boolean(project.slug)

/**
 * The portfolio carousel (spec 2.4): one project at a time, previous/next buttons, dots (md and
 * up), a progress bar (below md), swipe, arrow keys, wrap-around, and auto-advance every 4 s while
 * at least 20% of it is visible, nobody hovers or focuses it and motion is allowed.
 */
export function PortfolioCarousel({ projects, moreInfoLabel, label }: Props) {
  const slides = projects.filter(hasSlug)
  const count = slides.length
  const [index, setIndex] = useState(0)
  const [announcement, setAnnouncement] = useState('')
  const [hovered, setHovered] = useState(false)
  const [focusedWithin, setFocusedWithin] = useState(false)
  const [pausedByUser, setPausedByUser] = useState(false)
  const reducedMotion = useReducedMotion()
  const regionRef = useRef<HTMLElement>(null)
  const trackRef = useRef<HTMLDivElement>(null)
  const swipeStart = useRef<{ x: number; y: number } | null>(null)
  const swallowClick = useRef(false)
  const focusNewSlide = useRef(false)
  const visibleRatio = useVisibleRatio(regionRef, VISIBILITY_THRESHOLD)
  const trackId = useId()
  const current = count === 0 ? 0 : Math.min(index, count - 1)

  const running = shouldAutoAdvance({ visibleRatio, hovered, focusedWithin, reducedMotion, pausedByUser, count })

  useEffect(() => {
    if (!running) return
    // A timeout per slide: any change, automatic or by the visitor, restarts the 4 s count.
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, count, 'next')), AUTO_ADVANCE_MS)
    return () => window.clearTimeout(timer)
  }, [running, current, count])

  useEffect(() => {
    // The slide that held the focus is now inert: hand the focus to the slide that replaced it.
    if (!focusNewSlide.current) return
    focusNewSlide.current = false
    const slide = trackRef.current?.children[current]
    if (slide instanceof HTMLElement) slide.focus({ preventScroll: true })
  }, [current])

  if (count === 0) return null

  function goTo(target: number) {
    const slide = slides[target]
    if (!slide || target === current) return
    focusNewSlide.current = Boolean(trackRef.current?.contains(document.activeElement))
    setIndex(target)
    setAnnouncement(`${slide.title ?? ''} (${target + 1} de ${count})`)
  }

  const step = (direction: Direction) => goTo(nextIndex(current, count, direction))

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault()
      step(event.key === 'ArrowLeft' ? 'previous' : 'next')
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.isPrimary && event.button === 0) swipeStart.current = { x: event.clientX, y: event.clientY }
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current
    swipeStart.current = null
    if (!start) return
    const deltaX = event.clientX - start.x
    if (Math.abs(event.clientY - start.y) > Math.abs(deltaX)) return
    const direction = swipeDirection(deltaX)
    if (!direction) return
    // A mouse drag that ends on the card's link must not also follow it.
    swallowClick.current = true
    window.setTimeout(() => (swallowClick.current = false), 0)
    step(direction)
  }

  return (
    <section
      ref={regionRef}
      aria-roledescription="carrusel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => event.pointerType !== 'touch' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType !== 'touch' && setHovered(false)}
      onFocus={() => setFocusedWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedWithin(false)
      }}
    >
      <div
        className="touch-pan-y overflow-hidden rounded-card select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        onDragStart={(event) => event.preventDefault()}
        onClickCapture={(event) => {
          if (!swallowClick.current) return
          event.preventDefault()
          event.stopPropagation()
        }}
      >
        <div
          id={trackId}
          ref={trackRef}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {slides.map((project, slideIndex) => {
            const active = slideIndex === current
            const near =
              active ||
              slideIndex === nextIndex(current, count, 'next') ||
              slideIndex === nextIndex(current, count, 'previous')
            return (
              <div
                key={project._id}
                role="group"
                aria-roledescription="diapositiva"
                aria-label={`${slideIndex + 1} de ${count}`}
                inert={!active}
                tabIndex={-1}
                className="w-full shrink-0 rounded-card p-px focus-visible:outline-offset-[-3px]"
              >
                <PortfolioCard
                  project={project}
                  moreInfoLabel={moreInfoLabel}
                  eager={near}
                  first={slideIndex === 0}
                />
              </div>
            )
          })}
        </div>
      </div>

      <div className="mt-6 flex items-center gap-3 sm:gap-4">
        <ArrowButton label="Proyecto anterior" controls={trackId} onClick={() => step('previous')}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </ArrowButton>
        <CarouselIndicators count={count} current={current} controls={trackId} onSelect={goTo} />
        <ArrowButton label="Proyecto siguiente" controls={trackId} onClick={() => step('next')}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </ArrowButton>
        <button
          type="button"
          onClick={() => setPausedByUser((paused) => !paused)}
          aria-label={pausedByUser ? 'Reanudar carrusel' : 'Pausar carrusel'}
          className="grid size-11 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-surface-alt hover:text-ink motion-reduce:hidden"
        >
          {pausedByUser ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>

      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </section>
  )
}

type ArrowButtonProps = { label: string; controls: string; onClick: () => void; children: ReactNode }

function ArrowButton({ label, controls, onClick, children }: ArrowButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-controls={controls}
      className="grid size-11 shrink-0 place-items-center rounded-full border border-line bg-surface text-ink shadow-card transition-colors hover:border-brand hover:text-brand"
    >
      {children}
    </button>
  )
}
