/** The browser's calls to the sign-in API, with the Spanish message of any failure. */
export async function requestSignInLink(email: string, next?: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const response = await fetch('/api/auth/link', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(next ? { email, next } : { email }),
    })
    if (response.ok) return { ok: true }
    const body = (await response.json().catch(() => ({}))) as { error?: string }
    return { ok: false, message: body.error ?? 'No pudimos enviar el enlace. Inténtalo de nuevo en unos minutos.' }
  } catch {
    return { ok: false, message: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.' }
  }
}
