// The body of POST /api/chat (spec §7): the visitor's message and the last ≤10 messages.
import { z } from 'zod'

export const CHAT_LIMITS = {
  message: 1000,
  conversation: 10,
  /** Assistant messages carry their hidden state, so they may be longer than the visitor's. */
  assistantContent: 8000,
  bodyBytes: 128 * 1024,
} as const

export const CHAT_MESSAGES = {
  invalidJson: 'El cuerpo de la solicitud debe ser JSON válido.',
  tooLarge: 'La solicitud es demasiado grande.',
  messageRequired: 'Escribe un mensaje.',
  messageTooLong: `El mensaje no puede tener más de ${CHAT_LIMITS.message} caracteres.`,
  conversationInvalid: 'La conversación no tiene un formato válido.',
  conversationTooLong: `La conversación admite como máximo ${CHAT_LIMITS.conversation} mensajes.`,
  rateLimited: 'Has enviado muchos mensajes seguidos.',
} as const

const turnSchema = z
  .object({
    role: z.enum(['user', 'assistant'], { error: CHAT_MESSAGES.conversationInvalid }),
    content: z.string({ error: CHAT_MESSAGES.conversationInvalid }),
  })
  .refine((turn) => turn.content.length <= (turn.role === 'user' ? CHAT_LIMITS.message : CHAT_LIMITS.assistantContent), {
    error: CHAT_MESSAGES.conversationInvalid,
  })

export const chatRequestSchema = z.object({
  message: z
    .string({ error: CHAT_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: CHAT_MESSAGES.messageRequired })
    .max(CHAT_LIMITS.message, { error: CHAT_MESSAGES.messageTooLong }),
  conversation: z
    .array(turnSchema, { error: CHAT_MESSAGES.conversationInvalid })
    .max(CHAT_LIMITS.conversation, { error: CHAT_MESSAGES.conversationTooLong })
    .default([]),
})
