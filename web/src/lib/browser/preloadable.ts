import { createElement, lazy, type ComponentType } from 'react'

/**
 * A code-split component that can be fetched ahead and, once fetched, renders at once.
 *
 * `React.lazy` alone suspends on its first render even when the code is already here (its promise
 * settles a tick later), and React then keeps the Suspense fallback up for at least 300 ms (its
 * reveal throttle). On the wizard that meant a step's heading took focus while its fields were still
 * "Cargando...", so a keyboard user's Tab landed on the buttons after it and what they typed went
 * nowhere. A preloaded component here is rendered directly; only one not fetched yet suspends.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  /** Fetches the code once (again after a failure); resolves with the component. */
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function Preloadable(props: P) {
    return createElement(loaded ?? Lazy, props)
  }
  return { Component: Preloadable, preload, isLoaded: () => loaded !== undefined }
}
