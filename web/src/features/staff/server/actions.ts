'use server'

import { revalidatePath } from 'next/cache'
import { serverConfig } from '@/config/env'
import { currentViewer } from '@/lib/auth/session'
import { getSiteSettings } from '@/lib/content/loaders'
import { getDb } from '@/lib/db/client'
import { deliverOutboxAfterResponse } from '@/lib/email/deliver-after-response'
import { logLine } from '@/lib/log-line'
import { paymentProvider } from '@/lib/payments/provider'
import { STAFF_MESSAGES } from './messages'
import { askPayment, changeStatus, recordTransfer, resendEmailAction, retryEmail, type StaffActionResult, type StaffDeps } from './staff-actions'

// The back office's server actions: each one checks the staff session itself (an action is a public
// endpoint whoever renders the form), reads only the form's fields, and answers in Spanish.

export type ActionState = StaffActionResult | null

async function deps(): Promise<StaffDeps> {
  const db = await getDb()
  return { db, viewer: await currentViewer(), siteSettings: getSiteSettings, siteUrl: serverConfig().siteUrl, payments: paymentProvider(db) }
}

async function run(action: (deps: StaffDeps, input: unknown) => Promise<StaffActionResult>, form: FormData): Promise<ActionState> {
  try {
    const result = await action(await deps(), Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')))
    if (result.ok) {
      revalidatePath('/equipo', 'layout')
      deliverOutboxAfterResponse()
    }
    return result
  } catch (error) {
    console.error('[equipo] action failed:', logLine(error))
    return { ok: false, error: STAFF_MESSAGES.failed }
  }
}

export async function changeStatusAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  return run(changeStatus, form)
}

export async function recordTransferAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  return run(recordTransfer, form)
}

export async function askPaymentAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  return run(askPayment, form)
}

export async function retryEmailFormAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  return run(retryEmail, form)
}

export async function resendEmailFormAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  return run(resendEmailAction, form)
}
