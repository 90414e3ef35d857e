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
import {
  EXTENSION_SUBSET,
  extensionOnly,
  type FontSubset,
  MAIN_SUBSET,
} from '../schemas/validation/font-subsets.ts'
import { eachText } from '../schemas/validation/json-texts.ts'
import { adoptFontsInThePage } from './fonts-in-the-page.ts'

/** Every heading, and every other text in the display face, is drawn at this one weight. */
export const HEADING_WEIGHT = 500

/** The weights of the text face the site uses: regular (400, its default) to bold (700). */
const TEXT_WEIGHTS = { min: 400, max: 700, default: 400 }

/**
 * How a face reaches the page. `in-the-page`: each brand font's main face travels in the page
 * itself, as a data: URL in its inline style, and is loaded before the first layout (below), so
 * the first paint is in the brand's type however slow the network. `when-used`: a face cut from
 * the extension subset, for the content's few characters of it (Ł, ő), fetched by the browser
 * only for a page that shows one.
 */
export type FontDelivery = 'in-the-page' | 'when-used'

/**
 * The brand fonts, each at the weights the site draws it with. Both main faces travel in every
 * page (decision 0066): a font fetched, even preloaded, can miss the first paint on a slow
 * connection or a busy machine, and one that arrives after it either rewraps a heading
 * (`swap`) or never shows on that page (`optional`). Gzip takes back most of the base64's third.
 */
export const BRAND_FONTS = [
  { family: 'Fraunces', name: 'fraunces', weight: HEADING_WEIGHT },
  { family: 'Figtree', name: 'figtree', weight: TEXT_WEIGHTS },
] as const satisfies readonly {
  family: string
  name: string
  weight: number | typeof TEXT_WEIGHTS
}[]

/** The font file of a brand font's subset, as fontsource ships it. */
const subsetFile = (name: BrandFontName, subset: FontSubset) =>
  `@fontsource-variable/${name}/files/${name}-${subset}-wght-normal.woff2`

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
  /** The characters the face is for, when not all (a face of the extension subset). */
  unicodeRange?: string
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

type BrandFont = (typeof BRAND_FONTS)[number]

function brandFont(name: BrandFontName): BrandFont {
  const font = BRAND_FONTS.find((candidate) => candidate.name === name)
  if (!font) throw new Error(`No brand font named ${name}`)
  return font
}

/** One face of a brand font: its `subset`'s file cut to `characters`, at `axis`. */
async function cutFace(
  font: BrandFont,
  subset: FontSubset,
  characters: string,
  format: FontFormat,
  axis: number | typeof TEXT_WEIGHTS,
): Promise<{ weight: string; bytes: Buffer; url: string }> {
  const bytes = await subsetFont(
    readFileSync(require.resolve(subsetFile(font.name, subset))),
    characters,
    {
      targetFormat: format,
      variationAxes: { wght: axis },
      // Kerning only: the site uses none of the faces' other features, which weigh 10–15%.
      keepFeatures: ['kern'],
    },
  )
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
  const stem = subset === MAIN_SUBSET ? font.name : `${font.name}-ext`
  return {
    weight: typeof axis === 'number' ? `${axis}` : `${axis.min} ${axis.max}`,
    bytes,
    url: `/assets/${stem}-${hash}.${EXTENSIONS[format]}`,
  }
}

/**
 * One brand font's main face cut to `characters`, at its own weights, or pinned to `weight` (a
 * tool that draws with one instance of a variable font, such as the share cards' renderer).
 */
export async function cutFont(
  name: BrandFontName,
  characters: string,
  format: FontFormat,
  weight?: number,
): Promise<ServedFont> {
  const font = brandFont(name)
  const face = await cutFace(font, MAIN_SUBSET, characters, format, weight ?? font.weight)
  return { family: font.family, delivery: 'in-the-page', ...face }
}

/** A face of the extension subset for the content's characters of it, when it has any. */
async function extensionFace(
  font: BrandFont,
  characters: string,
  format: FontFormat,
): Promise<ServedFont[]> {
  const extension = extensionOnly(characters)
  if (extension.length === 0) return []
  const face = await cutFace(font, EXTENSION_SUBSET, extension.join(''), format, font.weight)
  const unicodeRange = extension
    .map((character) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase()}`)
    .join(',')
  return [{ family: font.family, delivery: 'when-used', unicodeRange, ...face }]
}

/**
 * The brand fonts cut to `characters`: each font's main face, with one weight (headings) or the
 * text weights, in the order of BRAND_FONTS; then a face of the extension subset for each font,
 * when the characters need one.
 */
export async function cutBrandFonts(
  characters: string,
  format: FontFormat = 'woff2',
): Promise<ServedFont[]> {
  const main = await Promise.all(BRAND_FONTS.map(({ name }) => cutFont(name, characters, format)))
  const extensions = await Promise.all(
    BRAND_FONTS.map((font) => extensionFace(font, characters, format)),
  )
  return [...main, ...extensions.flat()]
}

/** Where a page's face finds the font: its file, or the font itself inside the page. */
export function fontSource({ delivery, url, bytes }: ServedFont): string {
  return delivery === 'in-the-page' ? `data:font/woff2;base64,${bytes.toString('base64')}` : url
}

/** The id of the <style> that holds the brand fonts' faces. */
const FACES_STYLE_ID = 'brand-fonts'

/** What each page's <head> carries for its fonts (see brandFontHead). */
export type BrandFontParts = {
  /** The faces, with the fonts in the page inside their faces, for a <style> of id `facesId`. */
  faces: string
  facesId: string
  /** The script that has the fonts in the page loaded before the first layout. */
  adopt: string
}

/**
 * What each page's <head> carries for its fonts: the faces, with the main faces' fonts inside
 * them, and the script that has those fonts loaded before the first layout
 * (scripts/fonts-in-the-page.ts). Every face is `swap`: the main faces are loaded before anything
 * is laid out (without JavaScript, their CSS faces read the fonts from the page, with a fallback
 * sized like each in styles.css meanwhile), and a face for a few letters (Ł) moves no line of its
 * own; text never waits for a font.
 */
export function brandFontParts(fonts: readonly ServedFont[]): BrandFontParts {
  const faces = fonts.map(
    (font) =>
      `@font-face{font-family:${font.family};font-weight:${font.weight};font-display:swap;${font.unicodeRange ? `unicode-range:${font.unicodeRange};` : ''}src:url(${fontSource(font)}) format("woff2")}`,
  )
  const adopt = transformSync(
    `(${adoptFontsInThePage.toString()})(${JSON.stringify(FACES_STYLE_ID)})`,
    { minify: true, target: 'es2022' },
  ).code.trim()
  return { faces: faces.join(''), facesId: FACES_STYLE_ID, adopt }
}

/** The same parts as HTML, for index.html (the dev server's page, and the build's template). */
export function brandFontHead(fonts: readonly ServedFont[]): string {
  const { faces, facesId, adopt } = brandFontParts(fonts)
  return [`<style id="${facesId}">${faces}</style>`, `<script>${adopt}</script>`].join('\n    ')
}
