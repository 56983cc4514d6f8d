import 'server-only'
import { serverConfig } from '@/config/env'

/** The sender of every e-mail: MAIL_FROM, or the agency's name and e-mail from the CMS. */
export function mailSender(settings: { readonly name: string; readonly email: string }): string {
  return serverConfig().email.from ?? `${settings.name} <${settings.email}>`
}
