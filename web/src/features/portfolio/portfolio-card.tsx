import { ChevronRight } from 'lucide-react'
import Link from 'next/link'
import { PlainImage } from '@/components/ui/plain-image'
import { paths } from '@/config/paths'
import type { PortfolioCard as PortfolioCardData } from './types'

type Props = {
  project: PortfolioCardData & { slug: string }
  moreInfoLabel: string
  /** The slide on screen, or next to it: its image is fetched eagerly so a change never flashes. */
  eager: boolean
  first: boolean
}

/** One project of the carousel: image, brand, title, description, tags and the link to its page. */
export function PortfolioCard({ project, moreInfoLabel, eager, first }: Props) {
  const title = project.title ?? ''
  return (
    <div className="grid h-full overflow-hidden rounded-card border border-line bg-surface shadow-card md:grid-cols-2">
      <div className="relative aspect-[4/3] bg-surface-alt md:aspect-auto md:min-h-[26rem]">
        {project.image?.url ? (
          <PlainImage
            src={project.image.url}
            alt={project.image.alt ?? title}
            fill
            sizes="(min-width: 1152px) 544px, (min-width: 768px) 50vw, 100vw"
            className="object-cover"
            draggable={false}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-4 p-6 sm:p-8 lg:p-10">
        {project.brand ? (
          <p className="text-sm font-semibold uppercase tracking-wider text-brand">{project.brand}</p>
        ) : null}
        <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h2>
        {project.description ? <p className="leading-relaxed text-muted">{project.description}</p> : null}
        {project.tags?.length ? (
          <ul className="flex flex-wrap gap-2">
            {project.tags.map((tag, index) => (
              <li
                key={`${index}-${tag}`}
                className="rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand-strong"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <Link
          href={paths.project(project.slug)}
          draggable={false}
          className="mt-auto inline-flex min-h-11 items-center gap-1 self-start rounded-full bg-brand px-5 py-2.5 text-sm font-semibold text-on-brand shadow-card transition-colors hover:bg-brand-strong"
        >
          {moreInfoLabel}
          <span className="sr-only">: {title}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  )
}
