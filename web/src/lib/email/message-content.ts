import 'server-only'
import { createElement } from 'react'
import type { OutboxRow } from '@/lib/db/schema'
import { parseRequestEmailData } from './email-data'
import { renderEmail } from './render-email'
import { RENDERED_WHEN_SENT } from './request-emails'

export type MessageContent = { readonly html: string; readonly text: string }

/**
 * What an outbox message says, in HTML and plain text: as stored when it was rendered before it was
 * queued, or rendered now from its stored data (the kinds of RENDERED_WHEN_SENT) for the sender and
 * the local inbox. Throws for a message that has neither (the sender records it as a failed attempt).
 */
export async function messageContent(message: Pick<OutboxRow, 'kind' | 'html' | 'text' | 'data'>): Promise<MessageContent> {
  if (message.html !== null && message.text !== null) return { html: message.html, text: message.text }
  const template = Object.hasOwn(RENDERED_WHEN_SENT, message.kind) ? RENDERED_WHEN_SENT[message.kind as keyof typeof RENDERED_WHEN_SENT] : undefined
  if (!template || message.data === null) throw new Error(`The ${message.kind} message has no content to send`)
  return renderEmail(createElement(template, { data: parseRequestEmailData(message.data) }))
}
