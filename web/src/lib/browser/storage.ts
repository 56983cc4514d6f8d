// Browser storage (localStorage, sessionStorage) read and written defensively: storage may be
// missing, full or hold junk, and the flows must work without it (spec section 7).

/** Reads a storage entry as JSON; any failure (no storage, quota, junk) gives undefined. */
export function readJson(storage: Storage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key)
    return raw == null ? undefined : (JSON.parse(raw) as unknown)
  } catch {
    return undefined
  }
}

/** Writes JSON; storage failures are ignored on purpose (spec section 7). */
export function writeJson(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // Private mode, quota, disabled storage: the flow works without it.
  }
}

export function removeEntry(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key)
  } catch {
    // Ignored, as above.
  }
}

/** The browser's storage, or undefined where it is unavailable (server, blocked cookies). */
export function browserStorage(kind: 'local' | 'session'): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return undefined
  }
}
