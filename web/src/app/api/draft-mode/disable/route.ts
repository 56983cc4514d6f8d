import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'
import { route } from '@/lib/http/route'

/** Leaves draft mode (the Presentation tool's "disable" link) and goes back to the published site. */
export const GET = route({ name: 'api/draft-mode/disable' }, async ({ request }) => {
  ;(await draftMode()).disable()
  return NextResponse.redirect(new URL('/', request.url))
})
