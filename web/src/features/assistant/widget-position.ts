// Where the toggle sits: saved in localStorage, restored, and always kept inside the viewport.
import { z } from 'zod'
import { storageKeys } from '@/config/storage-keys'

export const TOGGLE_SIZE = 60
export const EDGE_MARGIN = 16

export interface Point {
  readonly x: number
  readonly y: number
}

const pointSchema = z.object({ x: z.number().finite(), y: z.number().finite() })

export function clampToViewport(point: Point, width: number, height: number): Point {
  const maxX = Math.max(EDGE_MARGIN, width - TOGGLE_SIZE - EDGE_MARGIN)
  const maxY = Math.max(EDGE_MARGIN, height - TOGGLE_SIZE - EDGE_MARGIN)
  return {
    x: Math.round(Math.min(Math.max(point.x, EDGE_MARGIN), maxX)),
    y: Math.round(Math.min(Math.max(point.y, EDGE_MARGIN), maxY)),
  }
}

/** Bottom right, above the page's lower edge. */
export function defaultPosition(width: number, height: number): Point {
  return clampToViewport({ x: width - TOGGLE_SIZE - 24, y: height - TOGGLE_SIZE - 24 }, width, height)
}

export function readPosition(): Point | undefined {
  try {
    const raw = window.localStorage.getItem(storageKeys.chatbotPosition)
    const parsed = pointSchema.safeParse(raw ? JSON.parse(raw) : undefined)
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

export function savePosition(point: Point): void {
  try {
    window.localStorage.setItem(storageKeys.chatbotPosition, JSON.stringify(point))
  } catch {
    // Storage unavailable: the position lasts for this page only.
  }
}
