'use client'

import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { buttonClasses } from '@/components/ui/button-styles'
import { paths } from '@/config/paths'
import { ErrorPanel } from './error-panel'

/**
 * What a visitor sees when a page fails on our side (error.tsx, global-error.tsx): in Spanish, no
 * technical detail (Next.js keeps the message on the server; the digest ties it to the server log),
 * a way to try again and a way out.
 */
export function ErrorView({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error('[página] error:', error.digest ?? error.message)
  }, [error])
  return (
    <ErrorPanel
      code="500"
      title="Algo salió mal de nuestro lado"
      actions={
        <>
          <Button onClick={() => retry()}>Intentar de nuevo</Button>
          {/* A full load, not next/link: after a fault a fresh document is the safer way home, and the
              error boundaries (in every page's first load) stay free of the router's link code. */}
          <a href={paths.home} className={buttonClasses('secondary', 'md')}>
            Volver al inicio
          </a>
        </>
      }
    >
      <p>No pudimos mostrar esta página. Tus datos están a salvo: intenta de nuevo en unos segundos.</p>
      <p>
        Si el problema continúa, escríbenos desde la página de{' '}
        <a href={paths.contact} className="font-semibold text-brand underline">
          contacto
        </a>
        {error.digest ? ` y menciona el código ${error.digest}` : ''}.
      </p>
    </ErrorPanel>
  )
}
