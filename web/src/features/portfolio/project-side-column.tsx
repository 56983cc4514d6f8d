import { ProjectInfoBox } from './project-info-box'
import { ProjectLinks } from './project-links'
import type { PortfolioProject } from './types'

type Props = Pick<PortfolioProject, 'technologies' | 'features' | 'liveUrl' | 'repositoryUrl'>

/** The sticky side column: technologies as chips, main features as bullets, then the links. */
export function ProjectSideColumn({ technologies, features, liveUrl, repositoryUrl }: Props) {
  return (
    <aside className="flex flex-col gap-6 self-start lg:sticky lg:top-24">
      {technologies?.length ? (
        <ProjectInfoBox title="Tecnologías Utilizadas">
          <ul className="flex flex-wrap gap-2">
            {technologies.map((technology, index) => (
              <li
                key={`${index}-${technology}`}
                className="rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand-strong"
              >
                {technology}
              </li>
            ))}
          </ul>
        </ProjectInfoBox>
      ) : null}
      {features?.length ? (
        <ProjectInfoBox title="Características Principales">
          <ul className="list-disc space-y-2 pl-5 marker:text-brand">
            {features.map((feature, index) => (
              <li key={`${index}-${feature}`}>{feature}</li>
            ))}
          </ul>
        </ProjectInfoBox>
      ) : null}
      <ProjectLinks liveUrl={liveUrl} repositoryUrl={repositoryUrl} />
    </aside>
  )
}
