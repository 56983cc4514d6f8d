import { CodeXml, ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { isExternalHttpUrl } from '@/components/ui/markdown-links'
import { ProjectInfoBox } from './project-info-box'

type Props = { liveUrl?: string | null; repositoryUrl?: string | null }

/** "Enlaces": the live site and the repository, each only when the CMS has an http(s) URL for it. */
export function ProjectLinks({ liveUrl, repositoryUrl }: Props) {
  const live = liveUrl && isExternalHttpUrl(liveUrl) ? liveUrl : null
  const repository = repositoryUrl && isExternalHttpUrl(repositoryUrl) ? repositoryUrl : null
  if (!live && !repository) return null
  return (
    <ProjectInfoBox title="Enlaces">
      <ul className="flex flex-col gap-3">
        {live ? (
          <li>
            <ExternalButton href={live} icon={<ExternalLink aria-hidden="true" className="size-4" />} primary>
              Ver Sitio Web
            </ExternalButton>
          </li>
        ) : null}
        {repository ? (
          <li>
            <ExternalButton href={repository} icon={<CodeXml aria-hidden="true" className="size-4" />}>
              Ver Código
            </ExternalButton>
          </li>
        ) : null}
      </ul>
    </ProjectInfoBox>
  )
}

type ButtonProps = { href: string; icon: ReactNode; primary?: boolean; children: ReactNode }

function ExternalButton({ href, icon, primary = false, children }: ButtonProps) {
  const look = primary
    ? 'bg-brand text-on-brand hover:bg-brand-strong'
    : 'border border-line bg-surface text-ink hover:border-brand hover:text-brand'
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors ${look}`}
    >
      {icon}
      {children}
      <span className="sr-only"> (se abre en una pestaña nueva)</span>
    </a>
  )
}
