// The brand fonts a built page draws with, as the size check and the bench count them: the files
// its faces fetch, and the font it carries itself as a data: URL (scripts/brand-fonts.ts).

const FACE_SOURCE = /@font-face\{[^}]*?src:url\(([^)]+)\)/g
const IN_THE_PAGE = /^data:font\/woff2;base64,/

export type PageFonts = {
  /** The addresses of the font files the page's faces fetch. */
  fetched: string[]
  /** The size of each font inside the page, decoded. */
  inThePageBytes: number[]
}

export function pageFonts(html: string): PageFonts {
  const sources = [...html.matchAll(FACE_SOURCE)].map(([, source = '']) => source)
  return {
    fetched: sources.filter((source) => !IN_THE_PAGE.test(source)),
    inThePageBytes: sources
      .filter((source) => IN_THE_PAGE.test(source))
      .map((source) => Buffer.from(source.replace(IN_THE_PAGE, ''), 'base64').length),
  }
}

/**
 * CSS without the font faces it declares, which count as fonts: the faces follow the content's
 * characters (a name with a Ł adds one per font), so a wording change never grows the styles.
 */
export function withoutPageFonts(css: string): string {
  return css.replace(/@font-face\{[^}]*\}/g, '')
}
