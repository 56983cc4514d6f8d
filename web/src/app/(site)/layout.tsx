import type { ReactNode } from 'react'
import { SiteChrome } from '@/components/layout/site-chrome'
import { ChatWidgetLoader } from '@/features/assistant/chat-widget-loader'
import { DraftModeTools } from '@/features/preview/draft-mode-tools'
import { serverConfig } from '@/config/env'
import { getSiteSettings } from '@/lib/content/loaders'

/** Every public page inside the site's chrome, with the chat widget and (for editors) the draft tools. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <SiteChrome
      settings={settings}
      siteUrl={serverConfig().siteUrl}
      extras={
        <>
          <ChatWidgetLoader />
          <DraftModeTools />
        </>
      }
    >
      {children}
    </SiteChrome>
  )
}
