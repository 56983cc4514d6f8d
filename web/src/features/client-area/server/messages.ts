/** What the client area tells people, in one place (Spanish; details go to the server log). */
export const CLIENT_AREA_MESSAGES = {
  emailInvalid: 'Escribe un correo válido, por ejemplo nombre@empresa.com.',
  invalidBody: 'No pudimos leer la solicitud. Recarga la página e inténtalo de nuevo.',
  tooManyLinks: 'Pediste varios enlaces seguidos. Espera unos minutos y vuelve a intentarlo.',
  linkSent: 'Si hay proyectos con ese correo, te enviamos un enlace para entrar. Revisa tu bandeja (y la carpeta de spam); el enlace vale 15 minutos.',
  /** Why a link did not sign in, by reason; each page offers to ask for a new one. */
  confirm: {
    // Signing in with one link also spends the older ones of that e-mail (walk 10: "ya se usó" alone read as someone else's doing).
    used: 'Este enlace ya no sirve: ya se usó, o entraste después con uno más reciente. Pide uno nuevo para entrar.',
    expired: 'Este enlace expiró (vale 15 minutos). Pide uno nuevo para entrar.',
    invalid: 'Este enlace no es válido. Pide uno nuevo para entrar.',
    failed: 'No pudimos iniciar tu sesión en este momento. Pide un enlace nuevo o inténtalo en unos minutos.',
  },
  signedOut: 'Cerraste tu sesión.',
  profileSaved: 'Tus cambios se guardaron.',
  profileFailed: 'No pudimos guardar tus cambios. Inténtalo de nuevo.',
  signInRequired: 'Tu sesión terminó. Entra de nuevo con el enlace que te enviamos por correo.',
} as const

export type ConfirmFailure = keyof typeof CLIENT_AREA_MESSAGES.confirm

export function isConfirmFailure(value: string | undefined): value is ConfirmFailure {
  return value !== undefined && Object.hasOwn(CLIENT_AREA_MESSAGES.confirm, value)
}
