'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

// Loaded only in the browser and only when asked for: never part of a page's first-load JavaScript.
const ChatWidget = dynamic(() => import('./chat-widget').then((m) => m.ChatWidget), { ssr: false })

/** Mounts the assistant once the page is loaded and the browser is idle. */
export function ChatWidgetLoader() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let cancelled = false
    let idle: number | undefined
    const start = () => {
      const go = () => !cancelled && setReady(true)
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(go, { timeout: 3000 })
      else idle = globalThis.setTimeout(go, 1) as unknown as number
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      cancelled = true
      window.removeEventListener('load', start)
      if (idle !== undefined && 'cancelIdleCallback' in window) window.cancelIdleCallback(idle)
    }
  }, [])
  return ready ? <ChatWidget /> : null
}
