import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'
import { currentViewer } from '@/lib/auth/session'
import { listOutboxFor } from '@/lib/db/outbox'
import { formatInboxDate, inboxDatabase, OUTBOX_STATUS_LABELS } from './inbox-data'

export const metadata: Metadata = { title: 'Bandeja local', robots: { index: false, follow: false } }

async function InboxList() {
  const messages = await listOutboxFor(await inboxDatabase(), await currentViewer())
  if (messages.length === 0) {
    return <p className="rounded-(--radius-card) border border-line bg-surface p-6 text-muted">Aún no hay correos para ti. Aquí ves los correos de las solicitudes que enviaste desde este navegador (el equipo ve todos). Los enlaces de acceso nunca aparecen aquí: se escriben en el registro del servidor.</p>
  }
  return (
    <div className="overflow-x-auto rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card)">
      <table className="w-full text-left text-sm">
        <thead className="bg-surface-alt text-ink-soft">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Fecha</th>
            <th scope="col" className="px-4 py-3 font-semibold">Para</th>
            <th scope="col" className="px-4 py-3 font-semibold">Asunto</th>
            <th scope="col" className="px-4 py-3 font-semibold">Estado</th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">Intentos</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id} className="border-t border-line align-top">
              <td className="whitespace-nowrap px-4 py-3 text-muted">{formatInboxDate(message.createdAt)}</td>
              <td className="px-4 py-3">{message.toAddress}</td>
              <td className="px-4 py-3">
                <Link href={`/bandeja-local/${message.id}`} className="font-medium text-brand underline-offset-2 hover:underline">
                  {message.subject}
                </Link>
              </td>
              <td className="whitespace-nowrap px-4 py-3">{OUTBOX_STATUS_LABELS[message.status]}</td>
              <td className="px-4 py-3 text-right tabular-nums">{message.attempts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Every e-mail the site has queued, when no SMTP server is configured (DESIGN.md section 3). */
export default function LocalInboxPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand">Modo local</p>
      <h1 className="mt-2 text-3xl font-bold">Bandeja local</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Sin servidor SMTP configurado, los correos del sitio se guardan aquí en lugar de enviarse. Define SMTP_URL para
        enviarlos de verdad.
      </p>
      <div className="mt-8">
        <Suspense fallback={<p className="text-muted">Cargando correos…</p>}>
          <InboxList />
        </Suspense>
      </div>
    </main>
  )
}
