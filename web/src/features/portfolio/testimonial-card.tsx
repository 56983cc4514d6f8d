import type { Testimonial } from './types'

/** One testimonial: the quote, then who said it and their position. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full w-72 flex-col gap-5 rounded-card border border-line bg-surface p-6 shadow-card sm:w-96">
      <blockquote className="flex-1 leading-relaxed text-ink-soft">
        <span aria-hidden="true" className="mb-1 block font-serif text-4xl leading-none text-brand/40">
          “
        </span>
        <p>{testimonial.content}</p>
      </blockquote>
      <figcaption className="border-t border-line pt-4">
        <p className="font-semibold text-ink">{testimonial.name}</p>
        {testimonial.position ? <p className="text-sm text-muted">{testimonial.position}</p> : null}
      </figcaption>
    </figure>
  )
}
