import { LogIn } from 'lucide-react'
import type { Metadata } from 'next'
import { Suspense } from 'react'
import { Button } from '@/components/ui/button'
import { ButtonLink } from '@/components/ui/button-link'
import { paths } from '@/config/paths'
import { safeNextPath } from '@/domain/access/viewer'
import { SignInCard } from '@/features/client-area/sign-in-card'

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
  return (
    <>
      <p className="mt-2 text-ink-soft">Confirma que quieres entrar con el enlace que te enviamos por correo. Funciona una sola vez.</p>
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
