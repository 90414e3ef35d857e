// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { explainBuildFailure } from '../../scripts/build-failure.ts'
import { SITE_CARD_PATH } from '../../scripts/public-files.ts'
import { cardFonts } from '../../scripts/share-card.ts'
import { drawShareCards, pngSize } from '../../scripts/share-cards.ts'
import { frozenText } from '../content/content-fixture'
import { contentAsShown } from '../e2e/helpers/copy'

// The frozen copy of the content: its massages' names are what the cards are drawn from.
const content = contentAsShown(frozenText)
const keys = content.recommendations.recommendations.map(({ key }) => key)
const characters = [...new Set(JSON.stringify(content))].join('')

describe('the share cards', () => {
  it("are a 1200 × 630 PNG for every massage and the site's, each its own", async () => {
    const cards = await drawShareCards(content, await cardFonts(characters))
    expect([...cards.keys()]).toEqual([...keys.map((key) => `/share/${key}.png`), SITE_CARD_PATH])
    const drawn = [...cards.values()]
    for (const png of drawn) expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
    expect(new Set(drawn.map((png) => png.toString('base64'))).size).toBe(keys.length + 1)
  }, 60_000)

  it("draw the site's card from its words in content, and only it changes with them", async () => {
    const fonts = await cardFonts(characters)
    const before = await drawShareCards(content, fonts)
    const { card } = content.site.share
    const reworded = {
      ...content,
      site: {
        ...content.site,
        share: { ...content.site.share, card: { ...card, title: card.note } },
      },
    }
    const after = await drawShareCards(reworded, fonts)
    for (const [sitePath, png] of after)
      expect(png.equals(before.get(sitePath) ?? Buffer.alloc(0)), sitePath).toBe(
        sitePath !== SITE_CARD_PATH,
      )
  }, 60_000)

  it('that cannot be drawn stop the build with one line naming the massage', async () => {
    const [font] = await cardFonts(characters)
    const broken = font ? [{ ...font, data: Buffer.from('not a font') }] : []
    const failure = await drawShareCards(content, broken).then(
      () => undefined,
      (error: unknown) => error,
    )
    const message = explainBuildFailure(failure)
    expect(message).toMatch(new RegExp(`^The share card of "${keys[0]}" could not be drawn: .+$`))
    expect(message?.split('\n')).toHaveLength(1)
  }, 60_000)
})
