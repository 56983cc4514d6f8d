import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

/** Leaves draft mode (the Presentation tool's "disable" link) and goes back to the published site. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  return NextResponse.redirect(new URL('/', request.url))
}
