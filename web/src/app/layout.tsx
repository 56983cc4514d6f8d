import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import type { ReactNode } from 'react'
import { ThemeBootScript } from '@/components/effects/theme-boot-script'
import { serverConfig } from '@/config/env'
import { getSiteSettings } from '@/lib/content/loaders'
import './globals.css'

/** Inter, variable weight, Latin subset, served from the site itself (no font request at build or run). */
const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
})

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
    // The boot script sets data-theme before React hydrates: the attribute is expected to differ.
    <html lang="es-MX" className={inter.variable} suppressHydrationWarning>
      <head>
        <ThemeBootScript />
      </head>
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  )
}
