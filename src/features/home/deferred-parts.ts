import { deferred } from '@/lib/deferred'

// The home page below the banner (the carousel among it), and within it the waitlist form with
// the form library: prerendered with the page, their code loaded as the visitor nears them.

// The banner under the hero: links and art, ready as a visitor reaches for it (until then its
// links still work, as plain links).
export const DeferredBanner = deferred(() =>
  import('./banner-section').then((module) => module.BannerSection),
)

// The hero: words and two links, ready as a visitor reaches for it (until then its links work as
// plain links). A first visit reads its words from the page and never downloads them again as
// code, so a longer hero costs the HTML only (docs/decisions/0036).
export const DeferredHero = deferred(() =>
  import('./hero-section').then((module) => module.HeroSection),
)

// Static art: it stays as prerendered until a client-side navigation renders the page anew.
export const DeferredHeroArtwork = deferred(() =>
  import('./hero-artwork').then((module) => module.HeroArtwork),
)

export const DeferredLowerSections = deferred(() =>
  import('./lower-sections').then((module) => module.LowerSections),
)

export const DeferredWaitlistForm = deferred(() =>
  import('@/features/waitlist/waitlist-form').then((module) => module.WaitlistForm),
)
