import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'
import { Container } from '@/components/ui/container'
import { paths } from '@/config/paths'
import { ProjectGallery } from './project-gallery'
import { ProjectInfoBox } from './project-info-box'
import { ProjectSideColumn } from './project-side-column'
import { RichText } from './rich-text'
import type { PortfolioProject } from './types'

/** The portfolio project page (spec 2.5): header, gallery, description, the three boxes, side column. */
export function ProjectDetail({ project }: { project: PortfolioProject }) {
  const title = project.title ?? ''
  const outcomes = [
    { title: 'El Desafío', text: project.challenge },
    { title: 'La Solución', text: project.solution },
    { title: 'Resultados', text: project.results },
  ]
  return (
    <article className="py-12 sm:py-16">
      <Container>
        <Link
          href={paths.portfolio}
          className="inline-flex min-h-11 items-center gap-2 rounded-full text-sm font-semibold text-brand hover:text-brand-strong"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Volver al portafolio
        </Link>
        <header className="mt-6 max-w-3xl">
          {project.brand ? (
            <p className="inline-flex rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand-strong">
              {project.brand}
            </p>
          ) : null}
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
          {project.description ? <p className="mt-4 text-lg text-muted sm:text-xl">{project.description}</p> : null}
        </header>
        <div className="mt-10">
          <ProjectGallery title={title} images={project.images ?? []} />
        </div>
        <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex min-w-0 flex-col gap-10">
            {project.fullDescription?.length ? (
              <section>
                <h2 className="text-2xl font-bold text-ink">Descripción del Proyecto</h2>
                <div className="mt-4">
                  <RichText value={project.fullDescription} />
                </div>
              </section>
            ) : null}
            <div className="grid gap-6 md:grid-cols-3 lg:grid-cols-1">
              {outcomes.map((outcome) =>
                outcome.text?.length ? (
                  <ProjectInfoBox key={outcome.title} title={outcome.title} className="bg-surface-alt">
                    <RichText value={outcome.text} />
                  </ProjectInfoBox>
                ) : null,
              )}
            </div>
          </div>
          <ProjectSideColumn
            technologies={project.technologies}
            features={project.features}
            liveUrl={project.liveUrl}
            repositoryUrl={project.repositoryUrl}
          />
        </div>
      </Container>
    </article>
  )
}
