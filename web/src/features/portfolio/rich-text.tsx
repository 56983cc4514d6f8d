import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { ReactNode } from 'react'
import { isAllowedLink } from '@/domain/codes/code-lists'

/**
 * Portable Text from the CMS (a project's full description). Every block type goes through this
 * type → component map; a type the map does not know shows a visible note instead of vanishing
 * silently, so an editor who adds one sees it is not supported yet. Links are checked again here:
 * only http, https, irc, ircs, mailto and xmpp render as links, anything else as plain text.
 * Headings start at h3 because the section's own title is an h2.
 */

/** Structurally what @portabletext/react renders; the generated query types fit it. */
export type RichTextValue = ReadonlyArray<{ _type: string; _key: string; [field: string]: unknown }>

const linkClass = 'font-medium text-brand underline decoration-brand/40 underline-offset-4 hover:decoration-brand'

function RichLink({ href, children }: { href: unknown; children: ReactNode }) {
  if (!isAllowedLink(href)) return <span data-unsafe-link="">{children}</span>
  const external = /^https?:\/\//i.test(href)
  return (
    <a href={href} className={linkClass} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}

function Unsupported({ kind, name }: { kind: string; name: string }) {
  return (
    <p role="note" className="rounded-xl border border-dashed border-line bg-surface-alt px-4 py-3 text-sm text-muted">
      Este contenido ({kind} «{name}») todavía no se puede mostrar aquí.
    </p>
  )
}

export const richTextComponents: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h1: ({ children }) => <h3 className="pt-2 text-xl font-bold text-ink">{children}</h3>,
    h2: ({ children }) => <h3 className="pt-2 text-xl font-bold text-ink">{children}</h3>,
    h3: ({ children }) => <h3 className="pt-2 text-lg font-semibold text-ink">{children}</h3>,
    h4: ({ children }) => <h4 className="pt-1 text-base font-semibold text-ink">{children}</h4>,
    blockquote: ({ children }) => <blockquote className="border-l-4 border-brand/40 pl-4 italic">{children}</blockquote>,
  },
  list: {
    bullet: ({ children }) => <ul className="list-disc space-y-2 pl-6 marker:text-brand">{children}</ul>,
    number: ({ children }) => <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand">{children}</ol>,
  },
  listItem: ({ children }) => <li className="pl-1">{children}</li>,
  marks: {
    strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    link: ({ value, children }) => <RichLink href={(value as { href?: unknown } | undefined)?.href}>{children}</RichLink>,
  },
  unknownType: ({ value }) => <Unsupported kind="bloque" name={value._type} />,
  unknownBlockStyle: ({ children }) => <p>{children}</p>,
  unknownList: ({ children }) => <ul className="list-disc space-y-2 pl-6">{children}</ul>,
  unknownListItem: ({ children }) => <li>{children}</li>,
  unknownMark: ({ children }) => <span>{children}</span>,
}

export function RichText({ value, className = 'text-base' }: { value: RichTextValue; className?: string }) {
  return (
    <div className={`space-y-4 leading-relaxed text-ink-soft ${className}`}>
      <PortableText value={value as never} components={richTextComponents} onMissingComponent={false} />
    </div>
  )
}
