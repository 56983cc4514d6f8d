import type { Metadata } from 'next'
import { CallToAction } from '@/components/layout/call-to-action'
import { Hero } from '@/components/home/hero'
import { MapBlock } from '@/components/home/map-block'
import { MetricsSection } from '@/components/home/metrics-section'
import { ProcessSection } from '@/components/home/process-section'
import { TechnologiesSection } from '@/components/home/technologies-section'
import { paths } from '@/config/paths'
import { getHomePage, getSiteSettings } from '@/lib/content/loaders'

// The title and description are the site's defaults (root layout).
export const metadata: Metadata = {
  alternates: { canonical: paths.home },
}

export default async function HomePage() {
  const [{ page, stages, metrics, technologies }, settings] = await Promise.all([getHomePage(), getSiteSettings()])
  if (!page) throw new Error('Falta el documento homePage en el contenido.')
  return (
    <>
      <Hero
        title={page.heroTitle}
        subtitle={page.heroSubtitle}
        primaryLabel={page.heroPrimaryLabel}
        secondaryLabel={page.heroSecondaryLabel}
        stats={settings.stats}
      />
      <ProcessSection
        title={page.processTitle}
        subtitle={page.processSubtitle}
        cycleEyebrow={page.cycleEyebrow}
        cycleTitle={page.cycleTitle}
        cycleNotes={page.cycleNotes}
        stages={stages}
      />
      <MetricsSection title={page.metricsTitle} subtitle={page.metricsSubtitle} metrics={metrics} />
      <TechnologiesSection
        title={page.technologiesTitle ?? ''}
        subtitle={page.technologiesSubtitle}
        moreLabel={page.technologiesMoreLabel}
        technologies={technologies}
      />
      <MapBlock siteName={settings.name} map={settings.map} address={settings.address} />
      <CallToAction settings={settings} showStats />
    </>
  )
}
