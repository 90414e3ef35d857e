// One share card: the 1200 × 630 picture a link preview shows, for a massage's page or for the
// site, drawn from content in the brand's type and colours (satori lays it out as SVG, resvg
// paints the PNG). The site's PNG icons are painted by the same resvg (site-icons.ts).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
import satori, { type Font } from 'satori'
import { cutFont, HEADING_WEIGHT } from './brand-fonts.ts'

export const CARD = { width: 1200, height: 630 }

/**
 * The words on a card, all from content. A massage's card has an eyebrow over its name; the
 * site's card has none, and its title is a sentence, drawn smaller.
 */
export type CardWords = { brand: string; eyebrow?: string; title: string; note: string }

/** The site's colours (src/styles.css) and its leaf mark (public/favicon.svg). */
const INK = '#1f2b26'
const CREAM = '#faf6f0'
const SAGE = '#2f5d50'
const SAGE_LIGHT = '#4f7d6c'
const CLAY = '#9a4a2a'
const PEACH = '#e4b197'

const require = createRequire(import.meta.url)
let resvgReady: Promise<void> | undefined

/** An SVG painted as a PNG, at the size the SVG declares. */
export async function paintPng(svg: string): Promise<Buffer> {
  resvgReady ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')))
  await resvgReady
  const image = new Resvg(svg, { fitTo: { mode: 'original' } }).render()
  return Buffer.from(image.asPng())
}

/** The weight of the card's small lines (Figtree); the renderer draws one instance of a font. */
const CARD_TEXT_WEIGHT = 600

/** The fonts a card draws with: Fraunces at its one weight, Figtree pinned for the small lines. */
export async function cardFonts(characters: string): Promise<Font[]> {
  const [display, text] = await Promise.all([
    cutFont('fraunces', characters, 'sfnt'),
    cutFont('figtree', characters, 'sfnt', CARD_TEXT_WEIGHT),
  ])
  return [
    { name: display.family, data: display.bytes, weight: HEADING_WEIGHT, style: 'normal' },
    { name: text.family, data: text.bytes, weight: CARD_TEXT_WEIGHT, style: 'normal' },
  ]
}

type Style = Record<string, string | number>
type Child = CardNode | string
/** What satori lays out: React's element shape, built without React, which the build never loads. */
type CardNode = { type: string; key: string | null; props: Record<string, unknown> }

function h(type: string, props: Record<string, unknown>, ...children: Child[]): CardNode {
  return { type, key: null, props: { ...props, children } }
}

const column = (style: Style, ...children: Child[]) =>
  h('div', { style: { display: 'flex', flexDirection: 'column', ...style } }, ...children)

function ripples(): CardNode {
  const rings = [60, 100, 140, 180].map((radius, index) =>
    h('circle', {
      cx: 200,
      cy: 200,
      r: radius,
      fill: 'none',
      stroke: SAGE_LIGHT,
      strokeWidth: 1.6,
      opacity: 0.5 - index * 0.1,
    }),
  )
  const glow = h('circle', { cx: 200, cy: 200, r: 36, fill: PEACH, opacity: 0.5 })
  const style = { position: 'absolute', right: -190, top: -65 }
  return h('svg', { width: 760, height: 760, viewBox: '0 0 400 400', style }, ...rings, glow)
}

/** A massage's name, large; the site's sentence smaller, and kept clear of the ripples. */
const titleType = ({ eyebrow }: CardWords): Style =>
  eyebrow
    ? { marginTop: 16, fontFamily: 'Fraunces', fontSize: 92, lineHeight: 1.04 }
    : { marginTop: 56, fontFamily: 'Fraunces', fontSize: 64, lineHeight: 1.1, maxWidth: 640 }

function card(words: CardWords, mark: string): CardNode {
  const markSrc = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`
  const brand = h(
    'div',
    { style: { display: 'flex', alignItems: 'center', gap: 20 } },
    h('img', { src: markSrc, width: 72, height: 72 }),
    h('span', { style: { fontFamily: 'Fraunces', fontSize: 52 } }, words.brand),
  )
  const eyebrowStyle = {
    marginTop: 76,
    fontFamily: 'Figtree',
    fontSize: 24,
    letterSpacing: 4,
    textTransform: 'uppercase',
    color: CLAY,
  }
  const band = h('div', {
    style: {
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: 0,
      height: 14,
      backgroundImage: `linear-gradient(90deg, ${SAGE}, ${SAGE_LIGHT} 60%, ${PEACH})`,
    },
  })
  return h(
    'div',
    {
      style: {
        ...CARD,
        display: 'flex',
        position: 'relative',
        overflow: 'hidden',
        backgroundColor: CREAM,
        color: INK,
      },
    },
    ripples(),
    column(
      { padding: '72px 96px', width: 900, justifyContent: words.eyebrow ? 'flex-start' : 'center' },
      brand,
      ...(words.eyebrow ? [h('span', { style: eyebrowStyle }, words.eyebrow)] : []),
      h('span', { style: titleType(words) }, words.title),
      h(
        'span',
        { style: { marginTop: 30, fontFamily: 'Figtree', fontSize: 30, color: SAGE } },
        words.note,
      ),
    ),
    band,
  )
}

/** The card as a PNG. */
export async function drawShareCard(
  words: CardWords,
  fonts: Font[],
  mark: string,
): Promise<Buffer> {
  return paintPng(await satori(card(words, mark), { ...CARD, fonts }))
}
