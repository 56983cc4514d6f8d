import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { paths } from '@/config/paths'

/** What an unknown /proyectos/{slug} shows (spec 2.5), served with a 404 status. */
export function ProjectNotFound() {
  return (
    <section className="py-24 sm:py-32">
      <Container className="flex flex-col items-center text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Proyecto no encontrado</h1>
        <ButtonLink href={paths.portfolio} className="mt-8">
          ← Volver al portafolio
        </ButtonLink>
      </Container>
    </section>
  )
}
