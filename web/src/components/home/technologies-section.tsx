import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { Container } from '@/components/ui/container'
import { SectionHeading } from '@/components/ui/section-heading'
import { cssHex, readableTextColor } from './badge-contrast'

type Technology = {
  _id: string
  name?: string | null
  letter?: string | null
  color?: string | null
  featured?: boolean | null
}

type Props = {
  title: string
  subtitle?: string | null
  /** "Y muchas tecnologías más...", above the chips of the technologies that are not featured. */
  moreLabel?: string | null
  technologies: readonly Technology[]
  /** Lets a page that shows the section twice, or elsewhere, keep ids unique. */
  headingId?: string
}

/**
 * "Tecnologías que Dominamos": a tile per featured technology with its lettered badge in the
 * brand's colour (text colour chosen for contrast), then the other technologies as chips.
 * Used on the home and about pages.
 */
export function TechnologiesSection({ title, subtitle, moreLabel, technologies, headingId = 'tecnologias-title' }: Props) {
  const featured = technologies.filter((technology) => technology.featured)
  const others = technologies.filter((technology) => !technology.featured)
  const moreId = `${headingId}-mas`
  return (
    <section aria-labelledby={headingId} className="py-20 sm:py-28">
      <Container>
        <SectionHeading id={headingId} title={title} subtitle={subtitle} />
        {featured.length ? (
          <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {featured.map((technology) => {
              const color = cssHex(technology.color)
              return (
                <Card
                  as="li"
                  key={technology._id}
                  className="flex flex-col items-center gap-4 px-4 py-6 text-center transition-transform duration-300 motion-safe:hover:-translate-y-1"
                >
                  <span
                    aria-hidden="true"
                    className="grid size-14 place-items-center rounded-full text-2xl font-extrabold ring-4 ring-surface-alt"
                    style={{ backgroundColor: color ?? 'var(--color-brand-soft)', color: color ? readableTextColor(color) : 'var(--color-brand)' }}
                  >
                    {technology.letter || technology.name?.charAt(0)}
                  </span>
                  <span className="font-semibold text-ink">{technology.name}</span>
                </Card>
              )
            })}
          </ul>
        ) : null}
        {others.length ? (
          <div className="mt-14 text-center">
            {moreLabel ? (
              <h3 id={moreId} className="text-lg font-semibold text-ink-soft">
                {moreLabel}
              </h3>
            ) : null}
            <ul aria-labelledby={moreLabel ? moreId : undefined} className="mt-5 flex flex-wrap justify-center gap-3">
              {others.map((technology) => (
                <li key={technology._id}>
                  <Badge tone="neutral" className="gap-2 px-4 py-2">
                    <span aria-hidden="true" className="size-2.5 rounded-full ring-1 ring-ink/40" style={{ backgroundColor: cssHex(technology.color) ?? 'var(--color-brand)' }} />
                    {technology.name}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Container>
    </section>
  )
}
