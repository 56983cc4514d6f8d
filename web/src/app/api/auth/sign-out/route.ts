import { paths } from '@/config/paths'
import { signOutBrowser } from '@/lib/auth/session'
import { route } from '@/lib/http/route'

/**
 * "Cerrar sesión": ends the session on the server and clears its cookie, and this browser forgets the
 * requests it created (on a shared computer the next person must not keep them). A form post lands on
 * the sign-in page (303); a fetch gets `{ok: true}`.
 */
export const POST = route({ name: 'api/auth/sign-out' }, async ({ request }) => {
  await signOutBrowser()
  if ((request.headers.get('accept') ?? '').includes('application/json')) {
    return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } })
  }
  return new Response(null, { status: 303, headers: { location: `${paths.clientSignIn}?sesion=cerrada` } })
})
