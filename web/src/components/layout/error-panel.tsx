import type { ReactNode } from 'react'

/**
 * The body of every error and not-found page: a status figure, a headline, what happened and what to
 * do next, and the actions. No data, no hooks, so it renders anywhere (even in global-error.tsx).
 */
export function ErrorPanel({ code, title, children, actions }: { code: string; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <section className="py-20 sm:py-28">
      <div className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 text-center sm:px-6">
        <p className="text-6xl font-extrabold text-brand" aria-hidden="true">
          {code}
        </p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        <div className="mt-3 space-y-2 text-muted">{children}</div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  )
}
