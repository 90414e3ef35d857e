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
