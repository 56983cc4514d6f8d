import type { ReactNode } from 'react'

type Props = { title: string; children: ReactNode; className?: string }

/** A titled, rounded box of the project page ("El Desafío", "Tecnologías Utilizadas", ...). */
export function ProjectInfoBox({ title, children, className = '' }: Props) {
  return (
    <section className={`rounded-2xl border border-line bg-surface p-6 shadow-card ${className}`}>
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <div className="mt-3 text-ink-soft">{children}</div>
    </section>
  )
}
