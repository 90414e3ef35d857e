import navigation from 'virtual:content/site/navigation'
import { cn } from '@/lib/cn'
import { useHeldInput } from '@/lib/use-held-input'
import { NavLinks } from './nav-links'
import { SiteLogo } from './site-logo'
import { useDisclosureMenu } from './use-disclosure-menu'

const MOBILE_MENU_ID = 'mobile-menu'

export function SiteHeader() {
  const menu = useDisclosureMenu()
  // A tap on the toggle before the app started opens the menu once it can.
  const awaitsApp = useHeldInput(menu.toggleRef)
  return (
    <header ref={menu.areaRef} className="sticky top-0 z-50 border-b border-sand-200/70 bg-cream">
      {/* Without JavaScript the menu cannot open: its links show beside the logo instead. */}
      <div className="mx-auto flex h-[4.25rem] max-w-6xl items-center justify-between px-5 noscript:h-auto noscript:flex-wrap noscript:gap-y-2 noscript:py-3 sm:px-8">
        <SiteLogo />
        <nav aria-label={navigation.label} className="hidden md:block without-scripting">
          <NavLinks className="flex items-center gap-2" />
        </nav>
        <button
          ref={menu.toggleRef}
          type="button"
          className="grid size-11 place-items-center rounded-full text-ink hover:bg-sand-100 needs-scripting md:hidden"
          aria-expanded={menu.open}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menu.open ? navigation.closeMenu : navigation.openMenu}
          onClick={menu.toggle}
          {...awaitsApp}
        >
          <MenuIcon open={menu.open} />
        </button>
      </div>
      <nav
        id={MOBILE_MENU_ID}
        aria-label={navigation.label}
        hidden={!menu.open}
        className="border-t border-sand-200 bg-cream px-5 pt-2 pb-5 md:hidden"
      >
        <NavLinks
          className="flex flex-col gap-1"
          linkClassName="rounded-xl px-3 py-3 text-lg"
          ctaClassName="mt-2 w-full py-3.5 text-lg"
        />
      </nav>
    </header>
  )
}

function MenuIcon({ open }: { open: boolean }) {
  const line = 'absolute left-0 h-0.5 w-6 rounded-full bg-current transition-transform duration-200'
  return (
    <span aria-hidden="true" className="relative block h-4 w-6">
      <span className={cn(line, 'top-0', open && 'translate-y-[7px] rotate-45')} />
      <span className={cn(line, 'top-[7px]', open && 'opacity-0')} />
      <span className={cn(line, 'top-[14px]', open && '-translate-y-[7px] -rotate-45')} />
    </span>
  )
}
