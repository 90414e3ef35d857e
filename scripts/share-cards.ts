// The share cards, drawn at build time from content: the site's (/share-card.png), what a link to
// any page shows in a chat or a feed unless site.json names another picture, and every massage's
// (/share/<key>.png), for a link to its page (/match/<key>). A card that cannot be drawn stops
// the build with one line: a page never links a missing or broken picture.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Font } from 'satori'
import { shareCardPath } from '../contract/site-paths.ts'
import type { Content } from '../schemas/content-files.ts'
import { siteCharacters } from './brand-fonts.ts'
import { ShareCardError } from './build-failure.ts'
import { SITE_CARD_PATH } from './public-files.ts'
import { CARD, type CardWords, cardFonts, drawShareCard } from './share-card.ts'

const MARK = fileURLToPath(new URL('../public/favicon.svg', import.meta.url))

/** A PNG's width and height, from its header. */
export function pngSize(png: Buffer): { width: number; height: number } | undefined {
  const signature = '89504e470d0a1a0a'
  if (png.subarray(0, 8).toString('hex') !== signature) return undefined
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

/** One card, checked to be a 1200 × 630 PNG; `whose` names it in the build's one-line failure. */
async function drawCheckedCard(words: CardWords, fonts: Font[], mark: string, whose: string) {
  let png: Buffer
  try {
    png = await drawShareCard(words, fonts, mark)
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    throw new ShareCardError(`The share card of ${whose} could not be drawn: ${reason}`)
  }
  const size = pngSize(png)
  if (size?.width !== CARD.width || size.height !== CARD.height)
    throw new ShareCardError(
      `The share card of ${whose} came out ${size ? `${size.width} × ${size.height}` : 'not a PNG'}, not ${CARD.width} × ${CARD.height}`,
    )
  return png
}

/** The site's card and every massage's, by their site paths. */
export async function drawShareCards(
  content: Content,
  fonts: Font[],
): Promise<Map<string, Buffer>> {
  const mark = readFileSync(MARK, 'utf8')
  const brand = content.site.brand.name
  const { matchPage } = content.quiz
  const cards = new Map<string, Buffer>()
  for (const { key, name } of content.recommendations.recommendations) {
    const words = { brand, eyebrow: matchPage.cardEyebrow, title: name, note: matchPage.cardNote }
    cards.set(shareCardPath(key), await drawCheckedCard(words, fonts, mark, `"${key}"`))
  }
  const siteWords = { brand, ...content.site.share.card }
  cards.set(SITE_CARD_PATH, await drawCheckedCard(siteWords, fonts, mark, 'the site'))
  return cards
}

/** Draws every card into `outDir`, with the fonts cut to the content under `contentRoot`. */
export async function writeShareCards(
  outDir: string,
  content: Content,
  contentRoot: string,
): Promise<void> {
  const cards = await drawShareCards(content, await cardFonts(siteCharacters(contentRoot)))
  for (const [sitePath, png] of cards) {
    const file = path.join(outDir, sitePath)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, png)
  }
}
