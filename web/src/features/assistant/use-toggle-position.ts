'use client'
// The toggle's position: restored from storage, dropped in from the top centre with bounces (not under
// reduced motion), draggable with the pointer, saved when dropped, and kept on screen after a resize.
// The spot the visitor chose (or the default corner) is what is kept; where the toggle is drawn is
// that spot inside the current viewport, stepped off the page's own fixed or sticky bars (the
// wizard's price bar on /contacto) and the controls marked to keep clear while they are on screen.
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'
import {
  avoidObstacles,
  clampToViewport,
  readPosition,
  savePosition,
  spotIn,
  TOGGLE_SIZE,
  type Point,
  type Rect,
} from './widget-position'

const DRAG_THRESHOLD = 5
/** Marks the widget's own elements, which are never obstacles. */
export const WIDGET_ATTRIBUTE = 'data-webso-widget'
/** Marks a page's own controls the toggle must not sit on (the wizard's "Siguiente" row, the checkout's actions). */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear'

/** Fixed or sticky elements of the page, and controls marked to keep clear, under the toggle's square at `spot`. */
function obstaclesAt(spot: Point): Rect[] {
  const rects: Rect[] = []
  const seen = new Set<Element>()
  for (const fx of [0.1, 0.5, 0.9]) {
    for (const fy of [0.1, 0.5, 0.9]) {
      for (const hit of document.elementsFromPoint(spot.x + TOGGLE_SIZE * fx, spot.y + TOGGLE_SIZE * fy)) {
        if (hit.closest(`[${WIDGET_ATTRIBUTE}]`)) continue
        for (let el: Element | null = hit; el && el !== document.body && el !== document.documentElement; el = el.parentElement) {
          if (seen.has(el)) break
          seen.add(el)
          if (el.hasAttribute(KEEP_CLEAR_ATTRIBUTE)) {
            const r = el.getBoundingClientRect()
            rects.push({ left: r.left, top: r.top, right: r.right, bottom: r.bottom })
            break
          }
          const position = getComputedStyle(el).position
          if (position === 'fixed' || position === 'sticky') {
            const r = el.getBoundingClientRect()
            // A bar stuck to an edge, not a whole-screen layer.
            if (r.height < window.innerHeight * 0.75) rects.push({ left: r.left, top: r.top, right: r.right, bottom: r.bottom })
            break
          }
        }
      }
    }
  }
  return rects
}

const samePoint = (a: Point, b: Point) => a.x === b.x && a.y === b.y

export function useTogglePosition(onTap: () => void) {
  const ref = useRef<HTMLButtonElement>(null)
  const [position, setPosition] = useState<Point | null>(null)
  const [viewport, setViewport] = useState<{ width: number; height: number } | null>(null)
  const drag = useRef<{ id: number; startX: number; startY: number; from: Point; moved: boolean } | null>(null)
  /** The visitor's dropped spot; undefined: the default corner of whatever the viewport is. */
  const savedRef = useRef<Point | undefined>(undefined)

  /** Draws the toggle at its spot in the current viewport, off any bar it would cover. */
  const settle = useCallback(() => {
    const w = window.innerWidth
    const h = window.innerHeight
    const spot = spotIn(savedRef.current, w, h)
    // Stepping off one obstacle can land on another (above the estimate bar, on the "Siguiente" row):
    // look again where the toggle would now be drawn.
    const obstacles: Rect[] = []
    let drawn = spot
    for (let pass = 0; pass < 3; pass++) {
      const found = obstaclesAt(drawn)
      if (found.length === 0) break
      obstacles.push(...found)
      drawn = avoidObstacles(spot, obstacles, w, h)
    }
    setViewport((v) => (v && v.width === w && v.height === h ? v : { width: w, height: h }))
    setPosition((p) => (p && samePoint(p, drawn) ? p : drawn))
    return spot
  }, [])

  useEffect(() => {
    const place = () => {
      savedRef.current = readPosition()
      return settle()
    }
    const start = place()
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const element = ref.current
    if (!reduced && element && typeof element.animate === 'function') {
      const dx = window.innerWidth / 2 - TOGGLE_SIZE / 2 - start.x
      const dy = -TOGGLE_SIZE - start.y
      // Falling across the top bar and the page, it must not catch a press meant for a link below it.
      element.style.pointerEvents = 'none'
      const entrance = element.animate(
        [
          { transform: `translate(${dx}px, ${dy}px)`, easing: 'ease-in' },
          { transform: 'translate(0, 0)', offset: 0.55, easing: 'ease-out' },
          { transform: 'translate(0, -48px)', offset: 0.7, easing: 'ease-in' },
          { transform: 'translate(0, 0)', offset: 0.82, easing: 'ease-out' },
          { transform: 'translate(0, -16px)', offset: 0.91, easing: 'ease-in' },
          { transform: 'translate(0, 0)' },
        ],
        { duration: 1400 },
      )
      const land = () => element.style.removeProperty('pointer-events')
      entrance.finished.then(land, land)
    }
    // Bars come and go with scrolling, resizing and clicks (the price bar opens its details).
    let frame = 0
    const recheck = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        if (!drag.current) settle()
      })
    }
    const events = ['resize', 'scroll', 'click'] as const
    for (const name of events) window.addEventListener(name, recheck, { passive: true })
    // Content that loads later (the wizard) can bring a bar without any of those events.
    const late = window.setTimeout(recheck, 1500)
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(late)
      for (const name of events) window.removeEventListener(name, recheck)
    }
  }, [settle])

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLButtonElement>) => {
      if (!position || (event.pointerType === 'mouse' && event.button !== 0)) return
      drag.current = { id: event.pointerId, startX: event.clientX, startY: event.clientY, from: position, moved: false }
      event.currentTarget.setPointerCapture(event.pointerId)
    },
    [position],
  )

  const onPointerMove = useCallback((event: ReactPointerEvent<HTMLButtonElement>) => {
    const d = drag.current
    if (!d || d.id !== event.pointerId) return
    const dx = event.clientX - d.startX
    const dy = event.clientY - d.startY
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return
    d.moved = true
    setPosition(clampToViewport({ x: d.from.x + dx, y: d.from.y + dy }, window.innerWidth, window.innerHeight))
  }, [])

  const onPointerUp = useCallback(
    (event: ReactPointerEvent<HTMLButtonElement>) => {
      const d = drag.current
      if (!d || d.id !== event.pointerId) return
      drag.current = null
      if (d.moved) {
        const dropped = clampToViewport({ x: d.from.x + event.clientX - d.startX, y: d.from.y + event.clientY - d.startY }, window.innerWidth, window.innerHeight)
        savedRef.current = dropped
        savePosition(dropped)
        settle()
      } else onTap()
    },
    [onTap, settle],
  )

  const onPointerCancel = useCallback(() => {
    drag.current = null
  }, [])

  return { ref, position, viewport, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } }
}
