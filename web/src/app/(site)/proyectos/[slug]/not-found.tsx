import { ProjectNotFound } from '@/features/portfolio/project-not-found'

/** The 404 of /proyectos/{slug} (generateMetadata already titles it "Proyecto no encontrado"). */
export default function NotFound() {
  return <ProjectNotFound />
}
