// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Blob, Face } from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'
import {
  brandFontHead,
  cutBrandFonts,
  HEADING_WEIGHT,
  siteCharacters,
} from '../../scripts/brand-fonts.ts'
import { FROZEN_CONTENT_DIR } from '../content/content-fixture.ts'

/** A site whose content is the frozen copy, with a story paragraph of `extra` and `broken` unparseable. */
function siteWith(extra: string, broken?: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'brand-fonts-'))
  const content = path.join(root, 'schemas', 'content')
  mkdirSync(content, { recursive: true })
  cpSync(FROZEN_CONTENT_DIR, content, { recursive: true })
  writeFileSync(path.join(content, 'story.json'), JSON.stringify({ blocks: [{ text: extra }] }))
  if (broken) writeFileSync(path.join(content, `${broken}.json`), '{ "title": "Ünfinished",')
  return root
}

const unicodesOf = (bytes: Uint8Array) =>
  String.fromCodePoint(...new Face(new Blob(bytes)).collectUnicodes())

describe('the characters the brand fonts are cut to', () => {
  it('are those of every content text, and every printable ASCII character a visitor may type', () => {
    const characters = siteCharacters(siteWith('Café crème, naïve'))
    for (const character of 'éèï’—ASCII~{|}@#0123456789') expect(characters).toContain(character)
    expect(characters).not.toContain('ß')
    expect(new Set(characters).size).toBe([...characters].length)
  })

  it('skip a file that is not valid JSON (the content check reports it), keeping the rest', () => {
    const characters = siteCharacters(siteWith('Déjà vu', 'site'))
    expect(characters).toContain('à')
    expect(characters).not.toContain('Ü')
  })
})

describe('the brand fonts as cut', () => {
  it('hold the characters asked for and no others', async () => {
    const fonts = await cutBrandFonts('Restwell’s calm 5%', 'sfnt')
    for (const font of fonts)
      expect([...unicodesOf(font.bytes)].sort().join(''), font.family).toBe(
        [...new Set(' %5Racelmstw’')].sort().join(''),
      )
  })

  it('draw headings at the one heading weight, and text from regular to bold', async () => {
    const [display, text] = await cutBrandFonts('Aa', 'sfnt')
    expect(display?.weight).toBe(`${HEADING_WEIGHT}`)
    expect(new Face(new Blob(display?.bytes ?? new Uint8Array())).getAxisInfos()).toEqual({})
    expect(text?.weight).toBe('400 700')
    expect(new Face(new Blob(text?.bytes ?? new Uint8Array())).getAxisInfos().wght).toMatchObject({
      min: 400,
      max: 700,
    })
  })

  it('are WOFF2 files whose address changes with their characters', async () => {
    const [first] = await cutBrandFonts('Calm')
    const [second] = await cutBrandFonts('Calm!')
    expect(first?.bytes.subarray(0, 4).toString()).toBe('wOF2')
    expect(first?.url).toMatch(/^\/assets\/fraunces-[0-9a-f]{10}\.woff2$/)
    expect(second?.url).not.toBe(first?.url)
  })

  it('add a face of the extension subset per font for the content’s letters beyond Latin, fetched only by a page that shows one', async () => {
    expect(await cutBrandFonts('Calm, café')).toHaveLength(2)
    const fonts = await cutBrandFonts('Łódź', 'sfnt')
    const extensions = fonts.slice(2)
    expect(
      extensions.map(({ family, delivery, unicodeRange }) => ({ family, delivery, unicodeRange })),
    ).toEqual([
      { family: 'Fraunces', delivery: 'when-used', unicodeRange: 'U+141,U+17A' },
      { family: 'Figtree', delivery: 'when-used', unicodeRange: 'U+141,U+17A' },
    ])
    for (const face of extensions) {
      expect(face.url).toMatch(/^\/assets\/(fraunces|figtree)-ext-[0-9a-f]{10}\.ttf$/)
      expect(unicodesOf(face.bytes)).toBe('Łź')
    }
    const head = brandFontHead(fonts)
    for (const { url } of extensions) {
      expect(head).toContain(`unicode-range:U+141,U+17A;src:url(${url})`)
      expect(head).not.toContain(`<link rel="preload" href="${url}"`)
    }
  })

  it('travel inside the page, both main faces, with nothing to preload and nothing to fetch', async () => {
    const [display, text] = await cutBrandFonts('Calm')
    if (!display || !text) throw new Error('two brand fonts expected')
    const head = brandFontHead([display, text])
    expect(head).not.toContain('<link')
    for (const font of [display, text]) {
      const inline = new RegExp(
        `@font-face\\{font-family:${font.family};font-weight:${font.weight};font-display:swap;src:url\\(data:font/woff2;base64,([^)]+)\\)`,
      ).exec(head)?.[1]
      expect(Buffer.from(inline ?? '', 'base64').equals(font.bytes), font.family).toBe(true)
      expect(head, font.family).not.toContain(font.url)
    }
    expect(head).not.toContain('optional')
  })
})
