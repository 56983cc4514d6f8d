import type { Metadata } from 'next'
import { CallToAction } from '@/components/layout/call-to-action'
import { Container } from '@/components/ui/container'
import { SectionHeading } from '@/components/ui/section-heading'
import { paths } from '@/config/paths'
import { PortfolioCarousel } from '@/features/portfolio/portfolio-carousel'
import { TestimonialsMarquee } from '@/features/portfolio/testimonials-marquee'
import { getPortfolioPage, getSiteSettings } from '@/lib/content/loaders'

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getPortfolioPage()
  return {
    title: 'Portafolio',
    description: page?.subtitle ?? undefined,
    alternates: { canonical: paths.portfolio },
  }
}

export default async function PortfolioPage() {
  const [{ page, projects, testimonials }, settings] = await Promise.all([getPortfolioPage(), getSiteSettings()])
  if (!page) throw new Error('Falta el documento portfolioPage en el contenido.')
  const title = page.title ?? 'Nuestro Portafolio'
  return (
    <>
      <section aria-labelledby="portafolio-title" className="bg-gradient-to-b from-brand-soft to-surface py-16 sm:py-24">
        <Container>
          <SectionHeading as="h1" id="portafolio-title" title={title} subtitle={page.subtitle} />
          <div className="mt-10 sm:mt-12">
            <PortfolioCarousel projects={projects} moreInfoLabel={page.moreInfoLabel ?? ''} label="Proyectos del portafolio" />
          </div>
        </Container>
      </section>
      <TestimonialsMarquee
        title={page.testimonialsTitle ?? ''}
        subtitle={page.testimonialsSubtitle}
        testimonials={testimonials}
      />
      <CallToAction settings={settings} showStats={false} />
    </>
  )
}
