import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { currentViewer } from '@/lib/auth/session'
import { getOutboxMessageFor } from '@/lib/db/outbox'
import { messageContent } from '@/lib/email/message-content'
import { formatInboxDate, inboxDatabase, OUTBOX_STATUS_LABELS } from '../inbox-data'

export const metadata: Metadata = { title: 'Correo de la bandeja local', robots: { index: false, follow: false } }

type Props = { params: Promise<{ id: string }> }

async function Message({ params }: Props) {
  const db = await inboxDatabase()
  const { id } = await params
  const message = await getOutboxMessageFor(db, id, await currentViewer())
  if (!message) notFound()
  // The request e-mails are stored as data: rendered here exactly as the sender renders them.
  const content = await messageContent(message)
  return (
    <article className="mt-6">
      <h1 className="text-2xl font-bold">{message.subject}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Para</dt>
        <dd>{message.toAddress}</dd>
        <dt className="text-muted">Fecha</dt>
        <dd>{formatInboxDate(message.createdAt)}</dd>
        <dt className="text-muted">Estado</dt>
        <dd>
          {OUTBOX_STATUS_LABELS[message.status]} · {message.attempts} intentos
          {message.lastError ? ` · último error: ${message.lastError}` : ''}
        </dd>
      </dl>
      {message.attachments?.length ? (
        <>
          <h2 className="mt-8 text-lg font-semibold">Adjuntos</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {message.attachments.map((file) => (
              <li key={file.filename}>
                {/* The file as the mail server would send it, downloaded from its stored copy. */}
                <a href={`data:${file.contentType};base64,${file.contentBase64}`} download={file.filename} className="font-semibold text-brand underline-offset-2 hover:underline">
                  {file.filename}
                </a>{' '}
                <span className="text-muted">
                  ({file.contentType}, {Math.max(1, Math.round((file.contentBase64.length * 3) / 4 / 1024))} KB)
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 className="mt-8 text-lg font-semibold">Versión HTML</h2>
      {/* An empty sandbox: the e-mail's markup cannot run scripts, submit forms or reach this page. */}
      <iframe
        title={`Versión HTML de «${message.subject}»`}
        srcDoc={content.html}
        sandbox=""
        className="mt-3 h-[70vh] w-full rounded-(--radius-card) border border-line bg-white"
      />
      <h2 className="mt-8 text-lg font-semibold">Versión de texto</h2>
      <pre className="mt-3 overflow-x-auto whitespace-pre-wrap rounded-(--radius-card) border border-line bg-surface-alt p-4 text-sm">
        {content.text}
      </pre>
    </article>
  )
}

export default function LocalInboxMessagePage(props: Props) {
  return (
    <main className="mx-auto max-w-4xl px-4 py-12">
      <Link href="/bandeja-local" className="text-sm font-semibold text-brand underline-offset-2 hover:underline">
        ← Volver a la bandeja local
      </Link>
      <Suspense fallback={<p className="mt-6 text-muted">Cargando correo…</p>}>
        <Message params={props.params} />
      </Suspense>
    </main>
  )
}
