import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { paths } from '@/config/paths'
import { ProjectDetail } from '@/features/portfolio/project-detail'
import type { CmsImage } from '@/features/portfolio/types'
import { getPortfolioProject, getPortfolioSlugs } from '@/lib/content/loaders'

type Props = { params: Promise<{ slug: string }> }

/**
 * Every published project is prerendered. A slug published later renders on its first request and
 * is then cached; an unknown slug calls notFound() while the page is still being prerendered (params
 * are awaited outside any Suspense boundary and all data is cached), so the answer is a real 404.
 */
export async function generateStaticParams(): Promise<Array<{ slug: string }>> {
  const projects = await getPortfolioSlugs()
  return projects.flatMap((project: { slug?: string | null }) => (project.slug ? [{ slug: project.slug }] : []))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const project = await getPortfolioProject(slug)
  if (!project) return { title: 'Proyecto no encontrado', robots: { index: false } }
  const image = project.images?.find((candidate: CmsImage) => candidate.url)
  const canonical = paths.project(slug)
  return {
    title: project.title,
    description: project.description,
    alternates: { canonical },
    openGraph: {
      type: 'article',
      url: canonical,
      title: project.title ?? undefined,
      description: project.description ?? undefined,
      images: image?.url ? [{ url: image.url, alt: image.alt ?? project.title ?? '' }] : undefined,
    },
  }
}

export default async function ProjectPage({ params }: Props) {
  const { slug } = await params
  const project = await getPortfolioProject(slug)
  if (!project) notFound()
  return <ProjectDetail project={project} />
}
