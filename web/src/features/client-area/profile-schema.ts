// The Configuración form, checked the same way in the browser and on the server.
import { z } from 'zod'
import { isDialablePhone, PHONE_INVALID } from '@/domain/contact/phone'
import { plainText } from '@/domain/text/plain-text'

export const PROFILE_MESSAGES = {
  nameRequired: 'Escribe tu nombre completo.',
  tooLong: 'El texto es demasiado largo.',
} as const

export const profileSchema = z.object({
  fullName: plainText().trim().min(1, { error: PROFILE_MESSAGES.nameRequired }).max(120, { error: PROFILE_MESSAGES.tooLong }),
  phone: plainText()
    .trim()
    .max(40, { error: PROFILE_MESSAGES.tooLong })
    .refine((phone) => phone === '' || isDialablePhone(phone), { error: PHONE_INVALID }),
  company: plainText().trim().max(160, { error: PROFILE_MESSAGES.tooLong }),
  notifyProjectUpdates: z.boolean(),
  notifyPayments: z.boolean(),
  newsletter: z.boolean(),
})
export type ProfileInput = z.infer<typeof profileSchema>
