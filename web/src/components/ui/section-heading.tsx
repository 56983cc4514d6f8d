import type { ReactNode } from 'react'

type Props = {
  title: string
  subtitle?: string | null
  eyebrow?: string | null
  id?: string
  as?: 'h1' | 'h2'
  align?: 'center' | 'left'
  children?: ReactNode
}

/** The heading block every section opens with: optional eyebrow, title, optional subtitle. */
export function SectionHeading({ title, subtitle, eyebrow, id, as: Tag = 'h2', align = 'center', children }: Props) {
  const alignment = align === 'center' ? 'text-center mx-auto' : 'text-left'
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand">{eyebrow}</p> : null}
      <Tag id={id} className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </Tag>
      {subtitle ? <p className="mt-4 text-lg text-muted">{subtitle}</p> : null}
      {children}
    </div>
  )
}
