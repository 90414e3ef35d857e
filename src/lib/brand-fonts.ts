import figtreeLatin from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url'
import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url'

/**
 * The brand fonts never hold up a first page, nor move one: a visitor's first page shows local
 * fonts while the brand fonts download, and every page after shows them from its first frame: the
 * next client-side navigation, or the next visit, whose start-up script marks <html> before the
 * first paint (scripts/prerender.ts). The styles live in styles.css.
 */
export const BRAND_FONTS_CACHED = 'restwell.brandFontsCached'
export const BRAND_FONTS_ATTRIBUTE = 'data-brand-fonts'

/** From now on, pages use the brand fonts (`font-display: optional` keeps that safe). */
export function showBrandFonts(): void {
  document.documentElement.setAttribute(BRAND_FONTS_ATTRIBUTE, '')
}

/** Once the page is idle, fetches the fonts into the cache and remembers that for the next visit. */
export function fetchBrandFontsWhenIdle(): void {
  const whenIdle = window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 2000))
  whenIdle(() => {
    const fetches = [frauncesLatin, figtreeLatin].map((font) => fetch(font, { priority: 'low' }))
    Promise.all(fetches)
      .then((responses) => {
        if (responses.every((response) => response.ok))
          localStorage.setItem(BRAND_FONTS_CACHED, 'yes')
      })
      .catch(() => {
        // Offline, or storage refused (private modes): the next visit simply starts without it.
      })
  })
}
