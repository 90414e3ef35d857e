import navigation from 'virtual:content/site/navigation'
import { createRootRoute, Outlet } from '@tanstack/react-router'
import { FooterWhenNear } from '@/components/layout/footer-when-near'
import { SiteHeader } from '@/components/layout/site-header'
import { SkipLink } from '@/components/layout/skip-link'

export const Route = createRootRoute({
  component: RootLayout,
})

function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId="main-content" label={navigation.skipToContent} />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <FooterWhenNear />
    </div>
  )
}
