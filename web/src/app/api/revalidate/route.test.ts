import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const revalidateTag = vi.fn()
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }))
// Local mode: the install's generated secret (a file under .data/), here a fixed test value.
const LOCAL_REVALIDATE_SECRET = 'test-secret-generated-once-per-install-0123456789'
vi.mock('@/lib/content/local-revalidate-secret', () => ({ localRevalidateSecret: () => LOCAL_REVALIDATE_SECRET }))

const { POST } = await import('./route')

async function webhook(body: string, secret: string | null, signedAt: number = Date.now()) {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (secret) headers.set(SIGNATURE_HEADER_NAME, await encodeSignatureHeader(body, signedAt, secret))
  return new NextRequest('http://localhost/api/revalidate', { method: 'POST', body, headers })
}

describe('POST /api/revalidate', () => {
  beforeEach(() => revalidateTag.mockClear())

  it('expires exactly the tags of the changed document', async () => {
    const response = await POST(await webhook(JSON.stringify({ _type: 'portfolioProject', slug: 'tienda-moda' }), LOCAL_REVALIDATE_SECRET))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      revalidated: true,
      tags: ['content:portfolioProject', 'content:portfolioProject:tienda-moda'],
    })
    expect(revalidateTag.mock.calls).toEqual([
      ['content:portfolioProject', { expire: 0 }],
      ['content:portfolioProject:tienda-moda', { expire: 0 }],
    ])
  })

  it('expires the old and the new URL of a renamed project', async () => {
    const body = JSON.stringify({ _type: 'portfolioProject', slug: 'tienda-ropa', previousSlug: 'tienda-moda' })
    const response = await POST(await webhook(body, LOCAL_REVALIDATE_SECRET))
    expect(response.status).toBe(200)
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual([
      'content:portfolioProject',
      'content:portfolioProject:tienda-ropa',
      'content:portfolioProject:tienda-moda',
    ])
  })

  it.each([
    ['a wrong secret', 'not-the-secret'],
    ['no signature', null],
  ])('refuses %s with 401 and revalidates nothing', async (_case, secret) => {
    const response = await POST(await webhook(JSON.stringify({ _type: 'service' }), secret))
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Firma del webhook no válida.' })
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it.each([
    ['older than 5 minutes', -(5 * 60_000 + 1000)],
    ['dated more than 5 minutes ahead', 5 * 60_000 + 1000],
  ])('refuses a valid signature %s (a replay) with 401', async (_case, offset) => {
    const response = await POST(await webhook(JSON.stringify({ _type: 'service' }), LOCAL_REVALIDATE_SECRET, Date.now() + offset))
    expect(response.status).toBe(401)
    expect((await response.json()).error).toMatch(/expiró/)
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('accepts a signature made 4 minutes ago (clock skew, Sanity retries)', async () => {
    const response = await POST(await webhook(JSON.stringify({ _type: 'service' }), LOCAL_REVALIDATE_SECRET, Date.now() - 4 * 60_000))
    expect(response.status).toBe(200)
  })

  it('does not accept the old constant secret of the repository', async () => {
    const response = await POST(await webhook(JSON.stringify({ _type: 'service' }), 'webso-local-revalidate-secret'))
    expect(response.status).toBe(401)
  })

  it('refuses a body signed for another payload', async () => {
    const signature = await encodeSignatureHeader(JSON.stringify({ _type: 'service' }), Date.now(), LOCAL_REVALIDATE_SECRET)
    const request = new NextRequest('http://localhost/api/revalidate', {
      method: 'POST',
      body: JSON.stringify({ _type: 'siteSettings' }),
      headers: { [SIGNATURE_HEADER_NAME]: signature },
    })
    expect((await POST(request)).status).toBe(401)
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('answers 400 in Spanish for a signed body without _type', async () => {
    const response = await POST(await webhook(JSON.stringify({ slug: 'x' }), LOCAL_REVALIDATE_SECRET))
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(/_type/)
    expect(revalidateTag).not.toHaveBeenCalled()
  })
})
