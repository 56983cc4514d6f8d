import 'server-only'
import { serverConfig } from '@/config/env'
import type { SiteSettings } from './deps'

/** The sender of every e-mail: MAIL_FROM, or the agency's name and e-mail from the CMS. */
export function mailSender(settings: Pick<SiteSettings, 'name' | 'email'>): string {
  return serverConfig().email.from ?? `${settings.name} <${settings.email}>`
}
