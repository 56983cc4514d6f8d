import { ArrowRight } from 'lucide-react'
import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { paths } from '@/config/paths'
import { counterStats } from './counter-rules'
import { HeroCounter } from './hero-counter'
import { HeroVisual } from './hero-visual'

type Props = {
  title: string | null | undefined
  subtitle?: string | null
  primaryLabel?: string | null
  secondaryLabel?: string | null
  stats?: readonly { _key?: string | null; value?: string | null; label?: string | null }[] | null
}

/** The top of the home page: headline, subtitle, the two calls to action and the counted stats. */
export function Hero({ title, subtitle, primaryLabel, secondaryLabel, stats }: Props) {
  const counters = counterStats(stats)
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-linear-to-b from-brand-soft via-surface to-surface dark:from-brand-soft/70 dark:via-transparent dark:to-transparent">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-32 -right-24 size-96 rounded-full bg-brand/10 blur-3xl" />
        <div className="absolute top-1/2 -left-32 size-80 rounded-full bg-accent/10 blur-3xl" />
        <div className="absolute inset-0 bg-[radial-gradient(var(--color-line)_1px,transparent_1px)] [background-size:24px_24px] [mask-image:linear-gradient(to_bottom,black,transparent_85%)] opacity-60" />
      </div>
      <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:py-28">
        <div>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          {subtitle ? <p className="mt-6 max-w-2xl text-lg text-pretty text-muted sm:text-xl">{subtitle}</p> : null}
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            {primaryLabel ? (
              <ButtonLink href={paths.contact}>
                {primaryLabel}
                <ArrowRight aria-hidden="true" className="size-5" />
              </ButtonLink>
            ) : null}
            {secondaryLabel ? (
              <ButtonLink href={paths.portfolio} variant="secondary">
                {secondaryLabel}
              </ButtonLink>
            ) : null}
          </div>
          {counters.length ? (
            <ul className="mt-12 grid max-w-lg grid-cols-3 gap-4 border-t border-line pt-8">
              {counters.map((stat) => (
                <li key={stat.key}>
                  <HeroCounter target={stat.target} suffix={stat.suffix} className="text-3xl font-extrabold text-ink sm:text-4xl" />
                  <span className="mt-1 block text-sm font-medium text-muted">{stat.label}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <HeroVisual />
      </Container>
    </section>
  )
}
