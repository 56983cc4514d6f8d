import { describe, expect, it } from 'vitest'
import { avoidObstacles, clampToViewport, defaultPosition, panelPlacement, readPosition, spotIn, TOGGLE_SIZE } from './widget-position'

const overlaps = (a: { left: number; top: number; width: number; height: number }, p: { x: number; y: number }) =>
  p.x < a.left + a.width && p.x + TOGGLE_SIZE > a.left && p.y < a.top + a.height && p.y + TOGGLE_SIZE > a.top

describe('the open panel beside the toggle', () => {
  it('opens above a low toggle, on its side, on desktop', () => {
    const leftLow = panelPlacement({ x: 40, y: 700 }, 1366, 800)
    expect(leftLow).toMatchObject({ left: 40, sheet: false })
    expect(leftLow.top + leftLow.height).toBe(700 - 12)
    const rightLow = panelPlacement({ x: 1280, y: 700 }, 1366, 800)
    expect(rightLow.left + rightLow.width).toBe(1280 + TOGGLE_SIZE)
  })

  it('opens below a high toggle, and never over it', () => {
    const box = panelPlacement({ x: 600, y: 40 }, 1366, 800)
    expect(box.top).toBe(40 + TOGGLE_SIZE + 12)
    expect(overlaps(box, { x: 600, y: 40 })).toBe(false)
    expect(box.top + box.height).toBeLessThanOrEqual(800)
  })

  it('goes beside the toggle on a short screen', () => {
    const box = panelPlacement({ x: 900, y: 200 }, 1366, 460)
    expect(overlaps(box, { x: 900, y: 200 })).toBe(false)
    expect(box.top).toBeGreaterThanOrEqual(16)
    expect(box.top + box.height).toBeLessThanOrEqual(460 - 16)
  })

  it('is a sheet across a phone screen wherever the toggle was dragged', () => {
    for (const toggle of [{ x: 16, y: 100 }, { x: 300, y: 700 }]) {
      const box = panelPlacement(toggle, 390, 844)
      expect(box).toMatchObject({ left: 8, width: 374, sheet: true })
      expect(box.top + box.height).toBe(844 - 8)
    }
  })
})

describe("the toggle's spot as the viewport changes", () => {
  // [saved spot, viewports one after another, where the toggle is in each]
  const cases: [string, { x: number; y: number } | undefined, [number, number][], { x: number; y: number }[]][] = [
    ['the default corner follows a rotation and comes back', undefined, [[390, 844], [844, 390], [390, 844]], [{ x: 306, y: 760 }, { x: 760, y: 306 }, { x: 306, y: 760 }]],
    ['a brief tiny viewport does not move it for good', undefined, [[390, 844], [60, 60], [390, 844]], [{ x: 306, y: 760 }, { x: 16, y: 16 }, { x: 306, y: 760 }]],
    ['a dropped spot is kept inside a smaller viewport, then restored', { x: 1200, y: 300 }, [[1366, 800], [390, 844], [1366, 800]], [{ x: 1200, y: 300 }, { x: 314, y: 300 }, { x: 1200, y: 300 }]],
  ]
  it.each(cases)('%s', (_, saved, viewports, expected) => {
    expect(viewports.map(([w, h]) => spotIn(saved, w, h))).toEqual(expected)
  })

  it('is the default corner when nothing was saved', () => {
    expect(spotIn(undefined, 1366, 800)).toEqual(defaultPosition(1366, 800))
  })
})

describe('bars the toggle steps off', () => {
  const bar = { left: 0, top: 780, right: 390, bottom: 844 } // a price bar stuck to the bottom

  it('moves above a bottom bar it would cover, keeping its column', () => {
    const home = clampToViewport({ x: 306, y: 760 }, 390, 844)
    const drawn = avoidObstacles(home, [bar], 390, 844)
    expect(drawn.x).toBe(home.x)
    expect(drawn.y + TOGGLE_SIZE).toBeLessThanOrEqual(bar.top)
  })

  it('moves below a top bar, and stays where it is when nothing is under it', () => {
    expect(avoidObstacles({ x: 100, y: 20 }, [{ left: 0, top: 0, right: 390, bottom: 64 }], 390, 844).y).toBeGreaterThanOrEqual(64)
    expect(avoidObstacles({ x: 100, y: 300 }, [bar], 390, 844)).toEqual({ x: 100, y: 300 })
  })
})

describe('the saved position', () => {
  function withStorage(stored: string | null, run: () => void) {
    const storage = new Map<string, string>()
    const previous = (globalThis as { window?: unknown }).window
    ;(globalThis as { window?: unknown }).window = {
      localStorage: {
        getItem: () => stored,
        setItem: (key: string, value: string) => storage.set(key, value),
      },
    }
    try {
      run()
    } finally {
      ;(globalThis as { window?: unknown }).window = previous
    }
  }

  it.each([
    ['{"x":120,"y":640}', { x: 120, y: 640 }],
    ['{"x":120}', undefined],
    ['{"x":"120","y":640}', undefined],
    ['{"x":1e999,"y":640}', undefined],
    ['[1,2]', undefined],
    ['null', undefined],
    ['not json', undefined],
    [null, undefined],
  ])('reads %s as %o', (stored, expected) => {
    withStorage(stored, () => expect(readPosition()).toEqual(expected))
  })
})
