'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

// Loaded only in the browser and only when asked for: never part of a page's first-load JavaScript.
const ChatWidget = dynamic(() => import('./chat-widget').then((m) => m.ChatWidget), { ssr: false })

/** Signs that someone is using the page: the widget mounts at the first of them. */
const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const
/** Without any sign, the widget mounts this long after the page's load event, once the browser is idle. */
export const CHAT_WIDGET_QUIET_MOUNT_MS = 4000

/**
 * Mounts the assistant at the visitor's first interaction with the page, or once the page has been
 * loaded and quiet for a few seconds. Mounting it (its code, its position checks and entrance) at
 * the first idle moment after load competed with the page becoming interactive on slow phones; a
 * visitor reaching for the toggle has always moved, touched, scrolled or pressed a key first.
 */
export function ChatWidgetLoader() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let done = false
    let idle: number | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const cancelPending = () => {
      clearTimeout(timer)
      if (idle !== undefined && 'cancelIdleCallback' in window) window.cancelIdleCallback(idle)
    }
    const stopListening = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true)
      window.removeEventListener('load', startQuietTimer)
    }
    const mount = () => {
      if (done) return
      done = true
      stopListening()
      setReady(true)
    }
    // Never inside the frame of the interaction itself: the next idle moment, soon.
    const mountWhenIdle = (timeout: number) => {
      cancelPending()
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(mount, { timeout })
      else timer = setTimeout(mount, 1)
    }
    function onInteraction() {
      stopListening()
      mountWhenIdle(500)
    }
    function startQuietTimer() {
      timer = setTimeout(() => mountWhenIdle(3000), CHAT_WIDGET_QUIET_MOUNT_MS)
    }
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true })
    if (document.readyState === 'complete') startQuietTimer()
    else window.addEventListener('load', startQuietTimer, { once: true })
    return () => {
      done = true
      stopListening()
      cancelPending()
    }
  }, [])
  return ready ? <ChatWidget /> : null
}
