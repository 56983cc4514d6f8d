'use client'

import { Bot, MessageCircle, Send, X } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { isAffirmative } from '@/domain/assistant/affirmation'
import type { ChatTurn } from '@/domain/assistant/engine'
import { CHAT_FAILURE_MESSAGE, INVALID_DATA_MESSAGE } from '@/domain/assistant/messages'
import type { ProjectData } from '@/domain/assistant/project-data'
import { OPENING_MESSAGE } from '@/domain/assistant/replies'
import { visibleText } from '@/domain/assistant/reply-markers'
import { paths } from '@/config/paths'
import { ChatRefused, sendChat } from './chat-client'
import { writeHandoff } from './handoff'
import { useTogglePosition, WIDGET_ATTRIBUTE } from './use-toggle-position'
import { panelPlacement } from './widget-position'

interface ChatMessage {
  readonly id: string
  readonly type: 'bot' | 'user'
  /** As received (bot replies keep their hidden state for the next request). */
  readonly content: string
  /** What is shown: always rendered as text. */
  readonly text: string
  readonly timestamp: number
}

type Step = 'chat' | 'contact' | 'ready'

const timeFormat = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit' })
let counter = 0
const nextId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`

/** The visitor's own budget figure from the reply's hidden state (a plain check: no zod here). */
function budgetAmountOf(state: unknown): number | undefined {
  const amount = (state as { budgetAmount?: unknown } | null | undefined)?.budgetAmount
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : undefined
}

// The reply parser validates the project data with its zod schema: loaded when the panel opens, not with
// the widget, which mounts on every page once it is idle.
const loadReplyFormat = () => import('@/domain/assistant/reply-format')

function botMessage(content: string, text = visibleText(content)): ChatMessage {
  return { id: nextId(), type: 'bot', content, text, timestamp: Date.now() }
}

export function ChatWidget() {
  const [open, setOpen] = useState(false)
  const [messages, setMessages] = useState<ChatMessage[]>(() => [botMessage(OPENING_MESSAGE)])
  const [input, setInput] = useState('')
  const [pending, setPending] = useState(false)
  const [step, setStep] = useState<Step>('chat')
  const [projectData, setProjectData] = useState<ProjectData | null>(null)
  const [budgetAmount, setBudgetAmount] = useState<number | undefined>(undefined)
  const [readyForForm, setReadyForForm] = useState(false)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const logRef = useRef<HTMLDivElement>(null)
  const panelId = useId()

  const toggle = useCallback(() => setOpen((o) => !o), [])
  const { ref: toggleRef, position, viewport, handlers } = useTogglePosition(toggle)
  // The panel opens next to wherever the toggle is; on a phone it is a sheet and the toggle steps aside.
  const panel = position && viewport ? panelPlacement(position, viewport.width, viewport.height) : null
  const toggleHidden = open && panel?.sheet === true

  useEffect(() => {
    if (!open) return
    inputRef.current?.focus()
    void loadReplyFormat()
  }, [open])
  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight })
  }, [messages, pending, open])

  // Focus goes back to the toggle once it is shown again (on a phone it is hidden while the panel is open).
  const returnFocus = useRef(false)
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false
      toggleRef.current?.focus()
    }
  }, [open, toggleRef])
  const close = () => {
    returnFocus.current = true
    setOpen(false)
  }

  async function send() {
    const text = input.trim()
    if (text === '' || pending) return
    const history: ChatTurn[] = messages.map((m) => ({ role: m.type === 'bot' ? 'assistant' : 'user', content: m.content }))
    const affirmed = step === 'ready' && isAffirmative(text)
    setMessages((list) => [...list, { id: nextId(), type: 'user', content: text, text, timestamp: Date.now() }])
    setInput('')
    setPending(true)
    try {
      const [reply, { parseReply }] = await Promise.all([sendChat(text, history), loadReplyFormat()])
      const parsed = parseReply(reply)
      setBudgetAmount(budgetAmountOf(parsed.state))
      if (parsed.ready && !parsed.ready.ok) {
        setMessages((list) => [...list, botMessage(INVALID_DATA_MESSAGE, INVALID_DATA_MESSAGE)])
      } else {
        if (parsed.ready?.ok) {
          const contact = parsed.ready.data.contactInfo
          setProjectData(parsed.ready.data)
          setStep(!contact?.email && !contact?.telefono ? 'contact' : 'ready')
        }
        setMessages((list) => [...list, botMessage(reply, parsed.text)])
      }
      if (affirmed) setReadyForForm(true)
    } catch (error) {
      const text = error instanceof ChatRefused ? error.visibleMessage : CHAT_FAILURE_MESSAGE
      setMessages((list) => [...list, botMessage(text, text)])
    } finally {
      setPending(false)
      inputRef.current?.focus()
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void send()
    } else if (event.key === 'Escape') close()
  }

  /** Tab from the sheet's last control goes to its first, Shift+Tab from the first to its last. */
  function keepTabInside(event: KeyboardEvent<HTMLElement>) {
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled]), textarea:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])')]
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  function goToForm() {
    if (!projectData) return
    writeHandoff(projectData, budgetAmount)
    window.location.assign(paths.contact)
  }

  return (
    <>
      {open && panel?.sheet ? (
        // The page dimmed behind the phone sheet; a tap on it closes the sheet, as on any modal.
        <div aria-hidden="true" {...{ [WIDGET_ATTRIBUTE]: '' }} onClick={close} className="fixed inset-0 z-40 bg-night/50" />
      ) : null}
      {open && (
        <section
          id={panelId}
          aria-label="Asistente WebsoAI"
          // On a phone the panel is a sheet over the whole page: a modal one, that Tab does not leave.
          {...(panel?.sheet ? { role: 'dialog', 'aria-modal': true } : {})}
          {...{ [WIDGET_ATTRIBUTE]: '' }}
          data-testid="chat-panel"
          style={panel ? { left: panel.left, top: panel.top, width: panel.width, height: panel.height } : undefined}
          className={`fixed z-40 flex flex-col overflow-hidden rounded-card border border-line bg-surface text-ink shadow-card${panel ? '' : ' bottom-24 right-4 h-[min(34rem,calc(100dvh-8rem))] w-[min(24rem,calc(100vw-2rem))]'}`}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close()
            else if (e.key === 'Tab' && panel?.sheet) keepTabInside(e)
          }}
        >
          <header className="flex items-center gap-3 bg-brand px-4 py-3 text-on-brand">
            <Bot aria-hidden="true" className="size-6" />
            <div className="min-w-0 flex-1">
              <h2 className="font-semibold">WebsoAI</h2>
              <p className="text-xs text-on-brand/85">Tu asistente para cotizar</p>
            </div>
            <button type="button" onClick={close} aria-label="Cerrar asistente" className="grid size-10 place-items-center rounded-full hover:bg-white/15">
              <X aria-hidden="true" className="size-5" />
            </button>
          </header>
          <div ref={logRef} role="log" aria-live="polite" aria-label="Conversación con WebsoAI" className="flex-1 space-y-3 overflow-y-auto bg-surface-alt p-4">
            {messages.map((m) => (
              <div key={m.id} data-testid={m.type === 'bot' ? 'bot-message' : 'user-message'} className={m.type === 'bot' ? 'flex justify-start' : 'flex justify-end'}>
                <div className={m.type === 'bot' ? 'max-w-[85%] rounded-2xl rounded-bl-sm bg-surface px-3 py-2 shadow-card' : 'max-w-[85%] rounded-2xl rounded-br-sm bg-brand px-3 py-2 text-on-brand'}>
                  <p className="whitespace-pre-line break-words text-sm">{m.text}</p>
                  <time dateTime={new Date(m.timestamp).toISOString()} className={m.type === 'bot' ? 'mt-1 block text-right text-[11px] text-muted' : 'mt-1 block text-right text-[11px] text-on-brand/85'}>
                    {timeFormat.format(m.timestamp)}
                  </time>
                </div>
              </div>
            ))}
            {pending && (
              <div className="flex justify-start" role="status" aria-label="WebsoAI está escribiendo">
                <div className="flex gap-1 rounded-2xl bg-surface px-3 py-3 shadow-card">
                  {[0, 1, 2].map((i) => (
                    <span key={i} className="size-2 animate-bounce rounded-full bg-muted" style={{ animationDelay: `${i * 150}ms` }} />
                  ))}
                </div>
              </div>
            )}
            {readyForForm && projectData && (
              <button type="button" onClick={goToForm} className="w-full rounded-full bg-warm px-4 py-3 font-semibold text-on-warm hover:brightness-110">
                Ir al formulario
              </button>
            )}
          </div>
          <form
            className="flex items-end gap-2 border-t border-line p-3"
            onSubmit={(e) => {
              e.preventDefault()
              void send()
            }}
          >
            <label htmlFor={`${panelId}-input`} className="sr-only">
              Escribe tu mensaje
            </label>
            <textarea
              id={`${panelId}-input`}
              ref={inputRef}
              rows={1}
              value={input}
              maxLength={1000}
              onChange={(e) => setInput(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder="Escribe tu mensaje..."
              className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-line bg-surface px-3 py-2 text-sm focus:border-brand"
            />
            <button
              type="submit"
              disabled={input.trim() === '' || pending}
              aria-label="Enviar mensaje"
              className="grid size-11 shrink-0 place-items-center rounded-full bg-brand text-on-brand disabled:cursor-not-allowed disabled:opacity-50"
            >
              <Send aria-hidden="true" className="size-5" />
            </button>
          </form>
        </section>
      )}
      <button
        ref={toggleRef}
        type="button"
        aria-label={open ? 'Cerrar asistente WebsoAI' : 'Abrir asistente WebsoAI'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="chat-toggle"
        {...{ [WIDGET_ATTRIBUTE]: '' }}
        hidden={toggleHidden}
        {...handlers}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault()
            toggle()
          }
        }}
        style={position ? { left: position.x, top: position.y } : { visibility: 'hidden' }}
        className="fixed z-40 grid size-[60px] touch-none select-none place-items-center rounded-full bg-brand text-on-brand shadow-card hover:bg-brand-strong"
      >
        <span className="grid place-items-center motion-safe:animate-[webso-bob_2.4s_ease-in-out_1.4s_infinite]">
          {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-7" />}
        </span>
      </button>
      <style>{'@keyframes webso-bob{0%,100%{transform:translateY(0)}50%{transform:translateY(-5px)}}'}</style>
    </>
  )
}
