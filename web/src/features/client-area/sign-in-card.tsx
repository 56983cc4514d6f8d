import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Container } from '@/components/ui/container'

/** The frame of the sign-in pages (/cliente, /cliente/entrar): one card on the page's tinted band. */
export function SignInCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section className="bg-surface-alt py-12 sm:py-20">
      <Container>
        <div className="mx-auto max-w-md rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
          <Icon aria-hidden="true" className="size-10 text-brand" />
          <h1 className="mt-3 text-2xl font-bold text-ink">{title}</h1>
          {children}
        </div>
      </Container>
    </section>
  )
}
