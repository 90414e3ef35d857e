import navigation from 'virtual:content/site/navigation'
import { useRef } from 'react'
import { NavLinks } from './nav-links'
import { SiteLogo } from './site-logo'
import { useCloseOnNavigation } from './use-close-on-navigation'

const MOBILE_MENU_ID = 'mobile-menu'

/**
 * The site's header. On a phone its menu is a popover the toggle opens with the browser's own
 * `popovertarget`, so it works from the first tap, before the app's code runs (or without it):
 * the browser closes it on Escape (focus back on the toggle) and on a tap outside, moves focus
 * into it after the toggle, and tells screen readers whether it is expanded. What shows the menu
 * open (the toggle's name, its cross) is styled from the browser's state too
 * (`menu-open:`), not from React's.
 */
export function SiteHeader() {
  const menuRef = useRef<HTMLElement>(null)
  useCloseOnNavigation(menuRef)
  return (
    <header className="sticky top-0 z-50 border-b border-sand-200/70 bg-cream">
      <div className="mx-auto flex h-17 max-w-6xl items-center justify-between px-5 sm:px-8">
        <SiteLogo />
        <nav aria-label={navigation.label} className="hidden md:block">
          <NavLinks className="flex items-center gap-2" />
        </nav>
        {/* A browser without popovers shows the menu in the page instead (see below). */}
        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          aria-controls={MOBILE_MENU_ID}
          className="hidden size-11 place-items-center rounded-full text-ink hover:bg-sand-100 max-md:supports-[selector(:popover-open)]:grid"
        >
          <span className="sr-only menu-open:hidden">{navigation.openMenu}</span>
          <span className="sr-only hidden menu-open:inline">{navigation.closeMenu}</span>
          <MenuIcon />
        </button>
      </div>
      <nav
        ref={menuRef}
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label={navigation.label}
        className="inset-x-0 top-17 m-0 max-h-[calc(100dvh-4.25rem)] w-full border-x-0 border-y border-sand-200 bg-cream px-5 pt-2 pb-5 text-ink md:hidden"
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

/** Three lines, and a cross while the menu is open. */
function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6 fill-none stroke-current stroke-2"
      strokeLinecap="round"
    >
      <path className="menu-open:hidden" d="M3 5h18M3 12h18M3 19h18" />
      <path className="hidden menu-open:block" d="M5 5l14 14M19 5L5 19" />
    </svg>
  )
}
