import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { serverConfig } from '@/config/env'
import { getSiteSettings } from '@/lib/content/loaders'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(serverConfig().siteUrl),
    title: { default: `${settings.name} | ${settings.tagline}`, template: `%s | ${settings.name}` },
    description: settings.description,
    applicationName: settings.name,
    openGraph: { type: 'website', locale: 'es_MX', siteName: settings.name },
    twitter: { card: 'summary_large_image' },
    formatDetection: { telephone: false },
  }
}

export const viewport: Viewport = {
  themeColor: '#4338ca',
  width: 'device-width',
  initialScale: 1,
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-MX">
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  )
}
