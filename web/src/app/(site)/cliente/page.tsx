import { KeyRound } from 'lucide-react'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { Suspense } from 'react'
import { paths } from '@/config/paths'
import { landingFor, normalizeEmail, safeNextPath } from '@/domain/access/viewer'
import { SignInCard } from '@/features/client-area/sign-in-card'
import { SignInForm } from '@/features/client-area/sign-in-form'
import { CLIENT_AREA_MESSAGES, isConfirmFailure } from '@/features/client-area/server/messages'
import { currentViewer } from '@/lib/auth/session'

export const metadata: Metadata = {
  title: 'Área de cliente',
  description: 'Entra con un enlace que te enviamos por correo para ver tus proyectos, pagos y documentos.',
  robots: { index: false, follow: false },
}

type Search = Promise<Record<string, string | string[] | undefined>>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The notice a redirect brought (a link that did not work, a closed session), then the form. */
async function SignInSection({ searchParams }: { searchParams: Search }) {
  const search = await searchParams
  const error = one(search.error)
  const next = safeNextPath(one(search.next), paths.clientDashboard)
  const email = (one(search.correo) ?? '').slice(0, 254)
  // Already signed in (a link from an e-mail, a bookmark): straight on, unless the link names someone else.
  const viewer = await currentViewer()
  if (viewer.email && !isConfirmFailure(error) && (email === '' || normalizeEmail(email) === viewer.email)) {
    redirect(landingFor(viewer, next, { client: paths.clientDashboard, staff: paths.staffHome }))
  }
  return (
    <>
      {isConfirmFailure(error) ? (
        <p role="alert" className="mb-4 rounded-xl border border-warning/40 bg-warning-soft p-3 text-sm font-semibold text-warning">
          {CLIENT_AREA_MESSAGES.confirm[error]}
        </p>
      ) : null}
      {one(search.sesion) === 'cerrada' ? (
        <p role="status" className="mb-4 rounded-xl bg-surface-alt p-3 text-sm font-semibold text-ink">
          {CLIENT_AREA_MESSAGES.signedOut}
        </p>
      ) : null}
      <SignInForm initialEmail={email} next={next} autoFocus={isConfirmFailure(error)} />
    </>
  )
}

export default function ClientSignInPage({ searchParams }: { searchParams: Search }) {
  return (
    <SignInCard icon={KeyRound} title="Ingresa a tu área de cliente">
      <p className="mt-2 text-ink-soft">
        Escribe el correo con el que solicitaste tu proyecto. Te enviaremos un enlace para entrar, sin contraseñas.
      </p>
      <div className="mt-6">
        <Suspense fallback={<SignInForm />}>
          <SignInSection searchParams={searchParams} />
        </Suspense>
      </div>
    </SignInCard>
  )
}
