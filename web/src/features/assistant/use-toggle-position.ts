'use client'
// The toggle's position: restored from storage, dropped in from the top centre with bounces (not under
// reduced motion), draggable with the pointer, saved when dropped, and kept on screen after a resize.
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'
import { clampToViewport, defaultPosition, readPosition, savePosition, TOGGLE_SIZE, type Point } from './widget-position'

const DRAG_THRESHOLD = 5

export function useTogglePosition(onTap: () => void) {
  const ref = useRef<HTMLButtonElement>(null)
  const [position, setPosition] = useState<Point | null>(null)
  const drag = useRef<{ id: number; startX: number; startY: number; from: Point; moved: boolean } | null>(null)

  useEffect(() => {
    const place = () => {
      const saved = readPosition()
      const point = clampToViewport(saved ?? defaultPosition(window.innerWidth, window.innerHeight), window.innerWidth, window.innerHeight)
      setPosition(point)
      return point
    }
    const start = place()
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const element = ref.current
    if (!reduced && element && typeof element.animate === 'function') {
      const dx = window.innerWidth / 2 - TOGGLE_SIZE / 2 - start.x
      const dy = -TOGGLE_SIZE - start.y
      element.animate(
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
    }
    const onResize = () => setPosition((p) => (p ? clampToViewport(p, window.innerWidth, window.innerHeight) : p))
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])

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
        const dropped = clampToViewport(
          { x: d.from.x + event.clientX - d.startX, y: d.from.y + event.clientY - d.startY },
          window.innerWidth,
          window.innerHeight,
        )
        setPosition(dropped)
        savePosition(dropped)
      } else onTap()
    },
    [onTap],
  )

  const onPointerCancel = useCallback(() => {
    drag.current = null
  }, [])

  return { ref, position, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } }
}
