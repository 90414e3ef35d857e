// The brand fonts, cut at build time to what the site shows, so a first visit can afford them on
// its first paint (docs/decisions/0012-brand-fonts-on-first-paint.md): Fraunces for headings at one
// weight, Figtree for text from regular to bold, each with only the characters the content uses.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { transformSync } from 'esbuild'
import subsetFont from 'subset-font'
import { contentFilePath, contentNames } from '../schemas/content-files.ts'
import { BRAND_FONT_SUBSET } from '../schemas/validation/font-coverage-checks.ts'
import { eachText } from '../schemas/validation/json-texts.ts'
import { adoptFontsInThePage } from './fonts-in-the-page.ts'

/** Every heading, and every other text in the display face, is drawn at this one weight. */
export const HEADING_WEIGHT = 500

/** The weights of the text face the site uses: regular (400, its default) to bold (700). */
const TEXT_WEIGHTS = { min: 400, max: 700, default: 400 }

/**
 * `delivery`: how a font reaches the first paint. Over HTTP/1.1 the page's own connection is free
 * again once the page has arrived, so one font fetched then comes back in a round trip; a second
 * would open a new connection, a handshake more (decision 0012). So one font is preloaded and the
 * other travels in the page itself, as a data: URL in its inline style (gzip takes back most of
 * the base64's overhead): Figtree, the smaller as cut, and the face of most of the first paint.
 */
export const BRAND_FONTS = [
  {
    family: 'Fraunces',
    name: 'fraunces',
    source: `@fontsource-variable/fraunces/files/fraunces-${BRAND_FONT_SUBSET}-wght-normal.woff2`,
    weight: HEADING_WEIGHT,
    delivery: 'preloaded',
  },
  {
    family: 'Figtree',
    name: 'figtree',
    source: `@fontsource-variable/figtree/files/figtree-${BRAND_FONT_SUBSET}-wght-normal.woff2`,
    weight: TEXT_WEIGHTS,
    delivery: 'in-the-page',
  },
] as const

export type FontDelivery = (typeof BRAND_FONTS)[number]['delivery']

/**
 * What the interface draws besides the content's words: every printable ASCII character (numbers,
 * percentages, a name or email a visitor types) and the few symbols of the code's own.
 */
const INTERFACE_CHARACTERS = `${String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i))}✓×←→`

/** One brand font as the site serves it. */
export type ServedFont = {
  family: string
  /** The CSS font-weight descriptor: one weight, or a range. */
  weight: string
  /** Where the site serves it: hashed, so a new cut is a new address. */
  url: string
  delivery: FontDelivery
  bytes: Buffer
}

/**
 * Every character the site can show: the interface's, and those of every text in the content
 * files under `root` (a file that is not valid JSON is skipped: the content check reports it).
 */
export function siteCharacters(root: string): string {
  const characters = new Set(INTERFACE_CHARACTERS)
  for (const name of contentNames) {
    let parsed: unknown
    try {
      parsed = JSON.parse(readFileSync(path.join(root, contentFilePath(name)), 'utf8'))
    } catch {
      continue
    }
    eachText(parsed, (text) => {
      for (const character of text) characters.add(character)
    })
  }
  return [...characters].sort().join('')
}

const require = createRequire(import.meta.url)

/** How a cut is written: WOFF2 for browsers, plain OpenType (TTF) for tools that draw text. */
export type FontFormat = 'woff2' | 'sfnt'
const EXTENSIONS: Record<FontFormat, string> = { woff2: 'woff2', sfnt: 'ttf' }

/** The brand fonts' names: the face for headings and the face for text. */
export type BrandFontName = (typeof BRAND_FONTS)[number]['name']

/**
 * One brand font cut to `characters`, at its own weights, or pinned to `weight` (a tool that
 * draws with one instance of a variable font, such as the share cards' renderer).
 */
export async function cutFont(
  name: BrandFontName,
  characters: string,
  format: FontFormat,
  weight?: number,
): Promise<ServedFont> {
  const font = BRAND_FONTS.find((candidate) => candidate.name === name)
  if (!font) throw new Error(`No brand font named ${name}`)
  const axis = weight ?? font.weight
  const bytes = await subsetFont(readFileSync(require.resolve(font.source)), characters, {
    targetFormat: format,
    variationAxes: { wght: axis },
    // Kerning only: the site uses none of the faces' other features, which weigh 10–15%.
    keepFeatures: ['kern'],
  })
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
  return {
    family: font.family,
    weight: typeof axis === 'number' ? `${axis}` : `${axis.min} ${axis.max}`,
    url: `/assets/${name}-${hash}.${EXTENSIONS[format]}`,
    delivery: font.delivery,
    bytes,
  }
}

/** The brand fonts cut to `characters`, with one weight (headings) or the text weights only. */
export function cutBrandFonts(
  characters: string,
  format: FontFormat = 'woff2',
): Promise<ServedFont[]> {
  return Promise.all(BRAND_FONTS.map(({ name }) => cutFont(name, characters, format)))
}

/** Where a page's face finds the font: its file, or the font itself inside the page. */
export function fontSource({ delivery, url, bytes }: ServedFont): string {
  return delivery === 'in-the-page' ? `data:font/woff2;base64,${bytes.toString('base64')}` : url
}

/** The id of the <style> that holds the brand fonts' faces. */
const FACES_STYLE_ID = 'brand-fonts'

/**
 * What each page's <head> carries for its fonts: a preload of each font fetched, so it is asked
 * for with the page's first bytes; the faces, with the font in the page inside its face; and the
 * script that has that font loaded before the first layout (scripts/fonts-in-the-page.ts).
 * `swap`: text never waits for a font; should the fetched one arrive after the first paint, it
 * takes over from a fallback that is sized like it (styles.css), so nothing moves.
 */
export function brandFontHead(fonts: readonly ServedFont[]): string {
  const preloads = fonts
    .filter(({ delivery }) => delivery === 'preloaded')
    .map(({ url }) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`)
  const faces = fonts.map(
    (font) =>
      `@font-face{font-family:${font.family};font-weight:${font.weight};font-display:swap;src:url(${fontSource(font)}) format("woff2")}`,
  )
  const adopt = transformSync(
    `(${adoptFontsInThePage.toString()})(${JSON.stringify(FACES_STYLE_ID)})`,
    { minify: true, target: 'es2022' },
  ).code.trim()
  const inThePage = fonts.some(({ delivery }) => delivery === 'in-the-page')
  return [
    ...preloads,
    `<style id="${FACES_STYLE_ID}">${faces.join('')}</style>`,
    ...(inThePage ? [`<script>${adopt}</script>`] : []),
  ].join('\n    ')
}
