// Every checkout step and result starts at the top with focus on its heading (issue 10): each
// step's main heading carries these props, and the checkout moves there when the step changes.

export const STEP_HEADING_ATTRIBUTE = 'data-checkout-step-heading'

/** Spread on a step's main heading: focusable by script, no outline ring for the programmatic focus. */
export const stepHeadingProps = { [STEP_HEADING_ATTRIBUTE]: '', tabIndex: -1 } as const

/**
 * Scrolls the page to its top and focuses the shown step's heading (without scrolling again). A step
 * whose code is still arriving (loaded on demand) has no heading yet (the step it replaces may still
 * be in the page, hidden): a shown heading is looked for again on each frame for up to 10 s. Returns
 * the cancel function (an effect's clean-up).
 */
export function showStepFromTop(): () => void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  const giveUpAt = performance.now() + 10_000
  let frame = 0
  const focus = () => {
    // A step replaced while the next one's code arrives stays in the page, hidden: only a shown heading counts.
    const heading = [...document.querySelectorAll<HTMLElement>(`[${STEP_HEADING_ATTRIBUTE}]`)].find((element) => element.getClientRects().length > 0)
    if (heading) {
      if (frame) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      heading.focus({ preventScroll: true })
    } else if (performance.now() < giveUpAt) frame = requestAnimationFrame(focus)
  }
  focus()
  return () => cancelAnimationFrame(frame)
}
