import Link from 'next/link'
import type { ReactNode } from 'react'
import Markdown, { type Components } from 'react-markdown'
import { isExternalHttpUrl, safeMarkdownUrl } from './markdown-links'

/**
 * Markdown written in the CMS (a project's full description, the about page's story). Raw HTML is
 * dropped (skipHtml), link targets go through safeMarkdownUrl (http, https, irc, ircs, mailto, xmpp
 * only; others blanked, and a blanked link renders as plain text), and images are left out: pages
 * show their images with known dimensions. Headings start at h3 because the section's own title is
 * an h2.
 */
export function CmsMarkdown({ source, className = 'text-base' }: { source: string; className?: string }) {
  return (
    <div className={`space-y-4 leading-relaxed text-ink-soft ${className}`}>
      <Markdown skipHtml urlTransform={safeMarkdownUrl} disallowedElements={['img']} components={components}>
        {source}
      </Markdown>
    </div>
  )
}

function MarkdownLink({ href, children }: { href?: string; children?: ReactNode }) {
  const className =
    'font-medium text-brand underline decoration-brand/40 underline-offset-4 hover:decoration-brand'
  if (!href) return <span>{children}</span>
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    )
  }
  if (isExternalHttpUrl(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    )
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  )
}

const components: Components = {
  h1: ({ children }) => <h3 className="pt-2 text-xl font-bold text-ink">{children}</h3>,
  h2: ({ children }) => <h3 className="pt-2 text-xl font-bold text-ink">{children}</h3>,
  h3: ({ children }) => <h3 className="pt-2 text-lg font-semibold text-ink">{children}</h3>,
  h4: ({ children }) => <h4 className="pt-1 text-base font-semibold text-ink">{children}</h4>,
  h5: ({ children }) => <h4 className="pt-1 text-base font-semibold text-ink">{children}</h4>,
  h6: ({ children }) => <h4 className="pt-1 text-base font-semibold text-ink">{children}</h4>,
  p: ({ children }) => <p>{children}</p>,
  ul: ({ children }) => <ul className="list-disc space-y-2 pl-6 marker:text-brand">{children}</ul>,
  ol: ({ children, start }) => (
    <ol start={start} className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand">
      {children}
    </ol>
  ),
  li: ({ children }) => <li className="pl-1">{children}</li>,
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
  strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
  em: ({ children }) => <em className="italic">{children}</em>,
  blockquote: ({ children }) => (
    <blockquote className="border-l-4 border-brand/40 pl-4 italic text-muted">{children}</blockquote>
  ),
  code: ({ children }) => (
    <code className="rounded bg-surface-alt px-1.5 py-0.5 font-mono text-sm text-ink">{children}</code>
  ),
  pre: ({ children }) => (
    <pre className="overflow-x-auto rounded-xl bg-surface-alt p-4 text-sm [&>code]:bg-transparent [&>code]:p-0">
      {children}
    </pre>
  ),
  hr: () => <hr className="border-line" />,
}
