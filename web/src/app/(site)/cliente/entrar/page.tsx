import { LogIn } from 'lucide-react'
import type { Metadata } from 'next'
import { Suspense } from 'react'
import { Button } from '@/components/ui/button'
import { ButtonLink } from '@/components/ui/button-link'
import { paths } from '@/config/paths'
import { safeNextPath } from '@/domain/access/viewer'
import { SignInCard } from '@/features/client-area/sign-in-card'
import { signInService } from '@/lib/auth/session'

export const metadata: Metadata = {
  title: 'Entrar a tu área de cliente',
  robots: { index: false, follow: false },
  // The token is in this page's address: never sent to another site. Not "no-referrer": a form posted
  // under it says Origin: null, which the same-site check rightly refuses.
  referrer: 'same-origin',
}

type Search = Promise<Record<string, string | string[] | undefined>>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The page of a sign-in link (GET /auth/confirm leads here): the link is used only by this same-site
 * form, never by opening it, so another site cannot sign a visitor in and a mail scanner cannot spend it.
 * It says whose account the link opens (where the provider can tell) and warns a visitor already
 * signed in to another one: a link someone else sent cannot switch accounts unnoticed.
 * Works without JavaScript.
 */
async function EnterForm({ searchParams }: { searchParams: Search }) {
  const search = await searchParams
  const tokenHash = (one(search.token_hash) ?? '').slice(0, 512)
  const next = safeNextPath(one(search.next), paths.clientDashboard)
  if (!tokenHash) {
    return (
      <>
        <p className="mt-2 text-ink-soft">Este enlace está incompleto. Pide uno nuevo para entrar.</p>
        <ButtonLink href={paths.clientSignIn} className="mt-6">
          Pedir un enlace nuevo
        </ButtonLink>
      </>
    )
  }
  const service = await signInService()
  const [linkEmail, signedIn] = await Promise.all([service.linkEmail(tokenHash), service.currentEmail()])
  if (signedIn && signedIn === linkEmail) {
    return (
      <>
        <p className="mt-2 text-ink-soft">
          Ya tienes sesión como <strong className="break-all text-ink">{signedIn}</strong>.
        </p>
        <ButtonLink href={next} className="mt-6">
          Continuar
        </ButtonLink>
      </>
    )
  }
  return (
    <>
      <p className="mt-2 text-ink-soft">Confirma que quieres entrar con el enlace que te enviamos por correo. Funciona una sola vez.</p>
      {linkEmail ? (
        <p className="mt-3 text-ink-soft">
          Vas a entrar como <strong className="break-all text-ink">{linkEmail}</strong>.
        </p>
      ) : null}
      {signedIn ? (
        <p role="note" className="mt-4 rounded-xl border border-danger/40 bg-danger-soft p-3 text-left text-sm text-ink">
          Ya tienes sesión como <strong className="break-all">{signedIn}</strong>.{' '}
          {linkEmail ? `Este enlace es de otra cuenta: si entras, cambiarás a ${linkEmail}.` : 'Si este enlace es de otra cuenta, entrarás con esa en lugar de la tuya.'} Si tú no
          pediste este enlace, no entres.
        </p>
      ) : null}
      <form method="post" action={paths.authConfirm} className="mt-6">
        <input type="hidden" name="token_hash" value={tokenHash} />
        <input type="hidden" name="next" value={next} />
        <Button type="submit" className="w-full sm:w-auto">
          Entrar
        </Button>
      </form>
    </>
  )
}

export default function EnterWithLinkPage({ searchParams }: { searchParams: Search }) {
  return (
    <SignInCard icon={LogIn} title="Entra a tu área de cliente">
      <Suspense fallback={<p className="mt-2 text-ink-soft">Cargando…</p>}>
        <EnterForm searchParams={searchParams} />
      </Suspense>
    </SignInCard>
  )
}
