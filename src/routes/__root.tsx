import navigation from 'virtual:content/site/navigation'
import { createRootRoute, Outlet } from '@tanstack/react-router'
import { FooterWhenNear } from '@/components/layout/footer-when-near'
import { SiteHeader } from '@/components/layout/site-header'
import { SkipLink } from '@/components/layout/skip-link'
import { useFocusOnNewPage } from '@/components/layout/use-focus-on-new-page'

export const Route = createRootRoute({
  component: RootLayout,
})

const MAIN_ID = 'main-content'

function RootLayout() {
  useFocusOnNewPage(MAIN_ID)
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={MAIN_ID} label={navigation.skipToContent} />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <FooterWhenNear />
    </div>
  )
}
