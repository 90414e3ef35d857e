/**
 * The brand fonts an email asks for, from the site itself: the build copies them to these fixed
 * paths (scripts/mail-fonts.ts), so an email sent before a deploy still finds them. Apple Mail,
 * iOS Mail and Thunderbird use them; Gmail and Outlook draw the fallbacks (decision 0064).
 */
export const MAIL_FONTS = [
  { family: 'Fraunces', name: 'fraunces', path: '/mail/fraunces.woff2', weight: '100 900' },
  { family: 'Figtree', name: 'figtree', path: '/mail/figtree.woff2', weight: '300 900' },
] as const

/** Headings: Fraunces where it loads, else Georgia, which every mail client has. */
export const HEADING_FONT = "Fraunces, Georgia, 'Times New Roman', serif"
/** Text: Figtree where it loads, else the system's own sans-serif. */
export const TEXT_FONT = "Figtree, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif"

/**
 * The fonts' faces on the site at `siteUrl`. Inside `@media screen`, which Outlook for Windows
 * skips: it knows no web fonts, and a face it half reads makes it draw Times New Roman instead.
 */
export function mailFontFaces(siteUrl: string): string {
  const faces = MAIL_FONTS.map(
    ({ family, path, weight }) =>
      `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:swap;src:url('${new URL(path, siteUrl).href}') format('woff2')}`,
  )
  return `@media screen{${faces.join('')}}`
}
