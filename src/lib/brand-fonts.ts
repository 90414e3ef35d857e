import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url'

/**
 * The brand font never holds up a first page, nor moves one: a visitor's first page shows a local
 * serif while the font downloads, and every page after shows Fraunces from its first frame: the
 * next client-side navigation, or the next visit, whose start-up script marks <html> before the
 * first paint (scripts/prerender.ts). The styles live in styles.css.
 */
export const BRAND_FONTS_CACHED = 'restwell.brandFontsCached'
export const BRAND_FONTS_ATTRIBUTE = 'data-brand-fonts'

/** From now on, pages use the brand font (`font-display: optional` keeps that safe). */
export function showBrandFonts(): void {
  document.documentElement.setAttribute(BRAND_FONTS_ATTRIBUTE, '')
}

/** Once the page is idle, fetches the font into the cache and remembers it for the next visit. */
export function fetchBrandFontsWhenIdle(): void {
  const whenIdle = window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 2000))
  whenIdle(() => {
    fetch(frauncesLatin, { priority: 'low' })
      .then((response) => {
        if (response.ok) localStorage.setItem(BRAND_FONTS_CACHED, 'yes')
      })
      .catch(() => {
        // Offline, or storage refused (private modes): the next visit simply starts without it.
      })
  })
}
