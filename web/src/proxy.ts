import { NextResponse } from 'next/server'
import { serverConfig } from '@/config/env'

/**
 * The local inbox exists only while e-mail stays in the outbox (no SMTP server configured). The page
 * itself renders inside a Suspense boundary, where notFound() cannot set the status, so the 404 is
 * answered here, before rendering.
 */
export function proxy() {
  if (serverConfig().email.adapter === 'outbox') return NextResponse.next()
  return new NextResponse('Página no encontrada', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

export const config = { matcher: ['/bandeja-local', '/bandeja-local/:path*'] }
