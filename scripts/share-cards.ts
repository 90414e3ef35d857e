// The share cards of every massage (/share/<key>.png), drawn at build time from content: what a
// link to a massage's page (/match/<key>) shows in a chat or a feed. A card that cannot be drawn
// stops the build with one line: a page never links a missing or broken picture.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Font } from 'satori'
import type { Content } from '../schemas/content-files.ts'
import { shareCardPath } from '../src/lib/match-paths.ts'
import { siteCharacters } from './brand-fonts.ts'
import { ShareCardError } from './build-failure.ts'
import { CARD, cardFonts, drawShareCard } from './share-card.ts'

const MARK = fileURLToPath(new URL('../public/favicon.svg', import.meta.url))

/** A PNG's width and height, from its header. */
export function pngSize(png: Buffer): { width: number; height: number } | undefined {
  const signature = '89504e470d0a1a0a'
  if (png.subarray(0, 8).toString('hex') !== signature) return undefined
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

/** Every massage's card, by its site path: each checked to be a 1200 × 630 PNG. */
export async function drawShareCards(
  content: Content,
  fonts: Font[],
): Promise<Map<string, Buffer>> {
  const mark = readFileSync(MARK, 'utf8')
  const { matchPage } = content.quiz
  const cards = new Map<string, Buffer>()
  for (const { key, name } of content.recommendations.recommendations) {
    const words = {
      brand: content.site.brand.name,
      eyebrow: matchPage.cardEyebrow,
      name,
      note: matchPage.cardNote,
    }
    let png: Buffer
    try {
      png = await drawShareCard(words, fonts, mark)
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
      throw new ShareCardError(`The share card of "${key}" could not be drawn: ${reason}`)
    }
    const size = pngSize(png)
    if (size?.width !== CARD.width || size.height !== CARD.height)
      throw new ShareCardError(
        `The share card of "${key}" came out ${size ? `${size.width} × ${size.height}` : 'not a PNG'}, not ${CARD.width} × ${CARD.height}`,
      )
    cards.set(shareCardPath(key), png)
  }
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
