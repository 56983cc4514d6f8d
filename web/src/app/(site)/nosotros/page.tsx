import type { Metadata } from 'next'
import { Bot } from 'lucide-react'
import { TechnologiesSection } from '@/components/home/technologies-section'
import { ButtonLink } from '@/components/ui/button-link'
import { CmsIcon } from '@/components/ui/cms-icon'
import { CmsMarkdown } from '@/components/ui/cms-markdown'
import { Container } from '@/components/ui/container'
import { PlainImage } from '@/components/ui/plain-image'
import { SectionHeading } from '@/components/ui/section-heading'
import { paths } from '@/config/paths'
import { getAboutPage, getSiteSettings } from '@/lib/content/loaders'

export async function generateMetadata(): Promise<Metadata> {
  const [{ page }, settings] = await Promise.all([getAboutPage(), getSiteSettings()])
  return {
    title: 'Nosotros',
    description: page?.heroText ?? settings.description,
    alternates: { canonical: paths.about },
  }
}

export default async function AboutPage() {
  const [{ page, values, technologies, technologiesTitle, technologiesMoreLabel }, settings] = await Promise.all([
    getAboutPage(),
    getSiteSettings(),
  ])
  if (!page) throw new Error('Falta el documento aboutPage en el contenido.')
  return (
    <div id="nosotros">
      <section aria-labelledby="nosotros-title" className="bg-gradient-to-b from-brand-soft to-surface py-16 sm:py-24">
        <Container className="text-center">
          <h1 id="nosotros-title" className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            {page.heroEyebrow} <span className="text-brand">{settings.name}</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">{page.heroText}</p>
        </Container>
      </section>

      <section aria-labelledby="por-que-title" className="py-16 sm:py-24">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading align="left" id="por-que-title" title={page.whyTitle} subtitle={page.whyText} />
            <ul className="mt-8 space-y-6">
              {values.map((value) => (
                <li key={value._id} className="flex gap-4">
                  <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
                    <CmsIcon name={value.icon} />
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold text-ink">{value.title}</h3>
                    <p className="mt-1 text-muted">{value.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="relative">
            {page.teamImage?.url ? (
              <div className="relative aspect-[4/3] overflow-hidden rounded-3xl shadow-card">
                <PlainImage
                  src={page.teamImage.url}
                  alt={page.teamImage.alt ?? ''}
                  fill
                  sizes="(min-width: 1024px) 40vw, 100vw"
                  className="object-cover"
                />
              </div>
            ) : null}
            <ul className="mt-6 flex flex-wrap gap-4 lg:absolute lg:-bottom-8 lg:left-6 lg:mt-0">
              {page.badges?.map((badge) => (
                <li key={badge._key} className="rounded-2xl border border-line bg-surface px-5 py-3 shadow-card">
                  <span className="block text-2xl font-extrabold text-brand">{badge.value}</span>
                  <span className="text-sm font-medium text-ink-soft">{badge.label}</span>
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>

      <TechnologiesSection title={technologiesTitle ?? ''} moreLabel={technologiesMoreLabel ?? ''} technologies={technologies} />

      {page.storyTitle ? (
        <section aria-labelledby="historia-title" className="py-16 sm:py-24">
          <Container className="max-w-3xl">
            <SectionHeading align="left" id="historia-title" title={page.storyTitle} />
            <div className="mt-6">
              <CmsMarkdown source={page.storyText ?? ''} className="text-lg" />
            </div>
          </Container>
        </section>
      ) : null}

      <section aria-labelledby="asistente-title" className="bg-night py-16 text-on-night sm:py-24">
        <Container className="text-center">
          <Bot aria-hidden="true" className="mx-auto size-12 text-night-accent" />
          <h2 id="asistente-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
            {page.assistantTitle}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-on-night-soft">{page.assistantText}</p>
          <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
            {page.assistantStats?.map((stat) => (
              <div key={stat._key} className="flex flex-col rounded-2xl bg-white/5 px-4 py-5">
                <dt className="text-sm text-on-night-soft">{stat.label}</dt>
                <dd className="order-first text-2xl font-extrabold text-on-night">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <ButtonLink href={paths.contact} variant="light" className="mt-10">
            {settings.callToAction.buttonLabel}
          </ButtonLink>
        </Container>
      </section>
    </div>
  )
}
