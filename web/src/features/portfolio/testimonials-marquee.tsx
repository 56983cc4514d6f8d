import type { CSSProperties } from 'react'
import { Container } from '@/components/ui/container'
import { SectionHeading } from '@/components/ui/section-heading'
import { MarqueeFrame } from './marquee-frame'
import { TestimonialCard } from './testimonial-card'
import styles from './testimonials-marquee.module.css'
import type { Testimonial } from './types'

type Props = { title: string; subtitle?: string | null; testimonials: ReadonlyArray<Testimonial> }

/** Enough cards in one loop to cover a wide screen, and the time each card takes to pass. */
const MIN_CARDS_PER_LOOP = 6
const SECONDS_PER_CARD = 9

/**
 * "Lo que dicen nuestros clientes" (spec 2.4): the testimonials split over two rows that scroll in
 * opposite directions, paused on hover or focus, static and wrapped under reduced motion.
 */
export function TestimonialsMarquee({ title, subtitle, testimonials }: Props) {
  if (testimonials.length === 0) return null
  const half = Math.ceil(testimonials.length / 2)
  const rows = [testimonials.slice(0, half), testimonials.slice(half)].filter((row) => row.length > 0)
  return (
    <section aria-labelledby="testimonios" className="bg-surface-alt py-16 sm:py-24">
      <Container>
        <SectionHeading id="testimonios" title={title} subtitle={subtitle} />
      </Container>
      <MarqueeFrame className={`mt-10 flex flex-col gap-2 sm:mt-12 ${styles.frame}`}>
        {rows.map((row, index) => (
          <MarqueeRow key={index} items={row} reverse={index % 2 === 1} />
        ))}
      </MarqueeFrame>
    </section>
  )
}

function MarqueeRow({ items, reverse }: { items: ReadonlyArray<Testimonial>; reverse: boolean }) {
  // Repeat short rows so one loop is wider than the screen; only the first pass is read out.
  const repeats = Math.max(1, Math.ceil(MIN_CARDS_PER_LOOP / items.length))
  const loop = Array.from({ length: repeats }, (_, pass) => items.map((item) => ({ item, pass }))).flat()
  const style = { '--marquee-duration': `${loop.length * SECONDS_PER_CARD}s` } as CSSProperties
  return (
    <div className={styles.row} data-direction={reverse ? 'reverse' : 'forward'} style={style}>
      <div className={styles.track}>
        <ul className={styles.group}>
          {loop.map(({ item, pass }) => (
            <li
              key={`${pass}-${item._id}`}
              aria-hidden={pass > 0 ? true : undefined}
              className={pass > 0 ? styles.copy : undefined}
            >
              <TestimonialCard testimonial={item} />
            </li>
          ))}
        </ul>
        <ul aria-hidden="true" className={`${styles.group} ${styles.copy}`}>
          {loop.map(({ item, pass }) => (
            <li key={`${pass}-${item._id}`}>
              <TestimonialCard testimonial={item} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
