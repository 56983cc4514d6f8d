// Every checkout step and result starts at the top with focus on its heading (issue 10): each
// step's main heading carries these props, and the checkout moves there when the step changes.

export const STEP_HEADING_ATTRIBUTE = 'data-checkout-step-heading'

/** Spread on a step's main heading: focusable by script, no outline ring for the programmatic focus. */
export const stepHeadingProps = { [STEP_HEADING_ATTRIBUTE]: '', tabIndex: -1 } as const

/**
 * Scrolls the page to its top and focuses the shown step's heading (without scrolling again). A step
 * whose code is still arriving (loaded on demand) has no heading yet: it is looked for again on each
 * frame for up to 10 s. Returns the cancel function (an effect's clean-up).
 */
export function showStepFromTop(): () => void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  const giveUpAt = performance.now() + 10_000
  let frame = 0
  const focus = () => {
    const heading = document.querySelector<HTMLElement>(`[${STEP_HEADING_ATTRIBUTE}]`)
    if (heading) {
      if (frame) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      heading.focus({ preventScroll: true })
    } else if (performance.now() < giveUpAt) frame = requestAnimationFrame(focus)
  }
  focus()
  return () => cancelAnimationFrame(frame)
}
