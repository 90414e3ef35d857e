import figtreeLatin from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url'
import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url'
import { BRAND_FONTS_CACHED } from './brand-fonts'

/** Fetches the brand fonts into the cache and remembers that for the next visit (brand-fonts.ts). */
export function cacheBrandFonts(): void {
  const fetches = [frauncesLatin, figtreeLatin].map((font) => fetch(font, { priority: 'low' }))
  Promise.all(fetches)
    .then((responses) => {
      if (responses.every((response) => response.ok))
        localStorage.setItem(BRAND_FONTS_CACHED, 'yes')
    })
    .catch(() => {
      // Offline, or storage refused (private modes): the next visit simply starts without it.
    })
}
