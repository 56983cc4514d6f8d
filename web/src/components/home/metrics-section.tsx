import { Container } from '@/components/ui/container'
import { SectionHeading } from '@/components/ui/section-heading'
import { cssHex } from './badge-contrast'
import { RevealOnView } from './reveal-on-view'

type Metric = {
  _id: string
  label?: string | null
  value?: number | null
  color?: string | null
  description?: string | null
}

type Props = {
  title?: string | null
  subtitle?: string | null
  metrics: readonly Metric[]
}

/** A percentage the bars can draw: whole, between 0 and 100. */
function percent(value: number | null | undefined): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value as number))) : 0
}

/**
 * "Métricas de Éxito": one meter per metric, its colour from the CMS. The bars are drawn at their
 * value in the server HTML and, for visitors who allow motion, fill from the left when scrolled to.
 */
export function MetricsSection({ title, subtitle, metrics }: Props) {
  if (!metrics.length) return null
  return (
    <section aria-labelledby="metricas-title" className="bg-surface-alt py-20 sm:py-28">
      <Container>
        {title ? <SectionHeading id="metricas-title" title={title} subtitle={subtitle} /> : null}
        <RevealOnView className="mt-12">
          <ul className="grid gap-6 md:grid-cols-2">
            {metrics.map((metric) => {
              const value = percent(metric.value)
              const labelId = `metrica-${metric._id}`
              const descriptionId = `${labelId}-descripcion`
              return (
                <li key={metric._id} className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
                  <div className="flex items-baseline justify-between gap-4">
                    <h3 id={labelId} className="text-lg font-semibold text-ink">
                      {metric.label}
                    </h3>
                    <span aria-hidden="true" className="text-3xl font-extrabold text-ink tabular-nums">
                      {value}%
                    </span>
                  </div>
                  <div
                    role="meter"
                    aria-labelledby={labelId}
                    aria-describedby={metric.description ? descriptionId : undefined}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={value}
                    aria-valuetext={`${value}%`}
                    className="mt-4 h-3 overflow-hidden rounded-full bg-surface-alt"
                  >
                    <div
                      className="h-full origin-left rounded-full transition-transform duration-1000 ease-out group-data-[reveal=pending]/reveal:scale-x-0"
                      style={{ width: `${value}%`, backgroundColor: cssHex(metric.color) ?? 'var(--color-brand)' }}
                    />
                  </div>
                  {metric.description ? (
                    <p id={descriptionId} className="mt-4 text-muted">
                      {metric.description}
                    </p>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </RevealOnView>
      </Container>
    </section>
  )
}
