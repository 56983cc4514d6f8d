// Where the toggle sits: saved in localStorage, restored, and always kept inside the viewport.
import { storageKeys } from '@/config/storage-keys'

export const TOGGLE_SIZE = 60
export const EDGE_MARGIN = 16

export interface Point {
  readonly x: number
  readonly y: number
}

/** A saved point, or undefined for anything else (a plain check: zod would cost the widget's first load). */
function asPoint(value: unknown): Point | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { x, y } = value as Record<string, unknown>
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : undefined
}

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

/**
 * Where the toggle goes in a viewport of this size: the visitor's saved spot, or the default corner,
 * kept inside it. The spot itself never changes with the viewport, so a rotation or a brief resize
 * (a keyboard, a split screen) does not move the toggle for good.
 */
export function spotIn(saved: Point | undefined, width: number, height: number): Point {
  return saved ? clampToViewport(saved, width, height) : defaultPosition(width, height)
}

export function readPosition(): Point | undefined {
  try {
    const raw = window.localStorage.getItem(storageKeys.chatbotPosition)
    return asPoint(raw ? JSON.parse(raw) : undefined)
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

export interface Rect {
  readonly left: number
  readonly top: number
  readonly right: number
  readonly bottom: number
}

const OBSTACLE_GAP = 8

/**
 * The toggle moved off the page's own fixed or sticky bars it would cover (the wizard's price bar on
 * /contacto): above a bar in the lower half of the screen, below one in the upper half. The visitor's
 * chosen spot is kept; only where the toggle is drawn changes.
 */
export function avoidObstacles(home: Point, obstacles: readonly Rect[], width: number, height: number): Point {
  const { x } = home
  let { y } = home
  for (let pass = 0; pass < 3; pass++) {
    const hit = obstacles.find((o) => x < o.right && x + TOGGLE_SIZE > o.left && y < o.bottom && y + TOGGLE_SIZE > o.top)
    if (!hit) break
    const lower = (hit.top + hit.bottom) / 2 > height / 2
    y = lower ? hit.top - TOGGLE_SIZE - OBSTACLE_GAP : hit.bottom + OBSTACLE_GAP
  }
  return clampToViewport({ x, y }, width, height)
}

/** Below this width the panel is a sheet across the screen and the toggle steps aside while it is open. */
export const PHONE_MAX_WIDTH = 640
export const PANEL_WIDTH = 384
export const PANEL_MAX_HEIGHT = 544
const PANEL_MIN_HEIGHT = 320
const PANEL_GAP = 12
const PHONE_MARGIN = 8

export interface PanelBox {
  readonly left: number
  readonly top: number
  readonly width: number
  readonly height: number
  /** A phone sheet: the toggle is hidden while the panel is open (the panel has its own close button). */
  readonly sheet: boolean
}

/**
 * Where the open panel goes, next to wherever the toggle is: on the toggle's side of the screen, above
 * it when it sits low and below it when it sits high (beside it on a short screen). On a phone, a
 * sheet across the bottom of the screen.
 */
export function panelPlacement(toggle: Point, width: number, height: number): PanelBox {
  if (width < PHONE_MAX_WIDTH) {
    const panelHeight = Math.min(PANEL_MAX_HEIGHT + 96, height - 2 * PHONE_MARGIN)
    return { left: PHONE_MARGIN, top: height - PHONE_MARGIN - panelHeight, width: width - 2 * PHONE_MARGIN, height: panelHeight, sheet: true }
  }
  const panelWidth = Math.min(PANEL_WIDTH, width - 2 * EDGE_MARGIN)
  const onRight = toggle.x + TOGGLE_SIZE / 2 >= width / 2
  const clampX = (x: number) => Math.round(Math.min(Math.max(x, EDGE_MARGIN), width - EDGE_MARGIN - panelWidth))
  const clampY = (y: number, h: number) => Math.round(Math.min(Math.max(y, EDGE_MARGIN), height - EDGE_MARGIN - h))
  const above = toggle.y - PANEL_GAP - EDGE_MARGIN
  const below = height - (toggle.y + TOGGLE_SIZE + PANEL_GAP) - EDGE_MARGIN
  if (Math.max(above, below) >= PANEL_MIN_HEIGHT) {
    const left = clampX(onRight ? toggle.x + TOGGLE_SIZE - panelWidth : toggle.x)
    if (above >= below) {
      const h = Math.min(PANEL_MAX_HEIGHT, above)
      return { left, top: Math.round(toggle.y - PANEL_GAP - h), width: panelWidth, height: Math.round(h), sheet: false }
    }
    const h = Math.min(PANEL_MAX_HEIGHT, below)
    return { left, top: Math.round(toggle.y + TOGGLE_SIZE + PANEL_GAP), width: panelWidth, height: Math.round(h), sheet: false }
  }
  // A short screen: beside the toggle, as tall as the screen allows.
  const h = Math.min(PANEL_MAX_HEIGHT, height - 2 * EDGE_MARGIN)
  const left = clampX(onRight ? toggle.x - PANEL_GAP - panelWidth : toggle.x + TOGGLE_SIZE + PANEL_GAP)
  return { left, top: clampY(toggle.y + TOGGLE_SIZE / 2 - h / 2, h), width: panelWidth, height: Math.round(h), sheet: false }
}
