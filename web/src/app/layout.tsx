import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import { headers } from 'next/headers'
import { connection } from 'next/server'
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

/**
 * Every page renders per request (docs/decisions.md, "Security headers"): the Content Security Policy
 * carries a fresh nonce, which Next.js puts on its scripts only while rendering; a prerendered static
 * shell has none and the browser would block it. The content itself stays cached ('use cache').
 * `instant = false` on the root layout is Next's documented opt-out of the static shell.
 */
export const instant = false

export default async function RootLayout({ children }: { children: ReactNode }) {
  // connection(), not headers() alone: it is what keeps the whole document out of the prerender.
  await connection()
  const nonce = (await headers()).get('x-nonce') ?? undefined
  return (
    // The boot script sets data-theme before React hydrates: the attribute is expected to differ.
    <html lang="es-MX" className={inter.variable} suppressHydrationWarning>
      <head>
        <ThemeBootScript nonce={nonce} />
      </head>
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  )
}
