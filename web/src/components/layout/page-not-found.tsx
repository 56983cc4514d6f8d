import { ButtonLink } from '@/components/ui/button-link'
import { paths } from '@/config/paths'
import { ErrorPanel } from './error-panel'

/** The site-wide 404's panel: the message and the ways back (the chrome around it is the caller's). */
export function PageNotFound() {
  return (
    <ErrorPanel
      code="404"
      title="Página no encontrada"
      actions={
        <>
          <ButtonLink href={paths.home}>Volver al inicio</ButtonLink>
          <ButtonLink href={paths.services} variant="secondary">
            Ver servicios
          </ButtonLink>
        </>
      }
    >
      <p>La dirección que buscas no existe o cambió de lugar. Revisa el enlace o sigue desde el inicio.</p>
    </ErrorPanel>
  )
}

/** Its metadata, for both not-found files. */
export const pageNotFoundMetadata = { title: 'Página no encontrada', robots: { index: false } } as const
