import type { CSSProperties } from 'react'
import { cn } from '@/components/ui/cn'
import { COUNTER_DURATION_MS } from './counter-rules'

type Props = {
  target: number
  suffix: string
  className?: string
}

/**
 * A hero statistic that counts from 0 up to `target` over 2 s (spec: "animated counters … animation
 * 2 s"), in CSS alone (`.count-up` in globals.css): the count starts with the page's first paint, before
 * any script, so it never shows the final value and then drops to 0; visitors without JavaScript see
 * it too, and under reduced motion it stands at the final value. Screen readers read the final value;
 * an invisible copy of it reserves the width, so counting never shifts the layout. No React, no frame
 * callbacks: the browser interpolates one registered integer.
 */
export function HeroCounter({ target, suffix, className }: Props) {
  const finalText = `${target}${suffix}`
  // globals.css pads the count to the target's length (count-up-1 … count-up-6): one width throughout.
  const counterStyle = `count-up-${Math.min(String(target).length, 6)}`
  const counting = { '--counter-target': target, '--counter-duration': `${COUNTER_DURATION_MS}ms`, '--counter-style': counterStyle } as CSSProperties
  return (
    <span className={cn('inline-grid tabular-nums', className)}>
      <span className="sr-only">{finalText}</span>
      <span aria-hidden="true" className="invisible [grid-area:1/1]">
        {finalText}
      </span>
      <span aria-hidden="true" data-counter data-suffix={suffix} className="count-up [grid-area:1/1]" style={counting} />
    </span>
  )
}
