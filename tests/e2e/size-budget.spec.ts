import { readFileSync, statSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { pageFonts, withoutPageFonts } from '../../scripts/page-fonts.ts'
import { startUpFiles } from '../../scripts/start-up-files.ts'
import { matchPagePath } from '../../src/lib/match-paths.ts'
import { shown } from './helpers/copy'

// The performance budget of a first visit, checked on the production build these tests serve:
// a size, not a timing. `npm run bench` measures the same pages in Lighthouse.
const DIST = process.env.E2E_DIST ?? 'dist'
const KB = 1024

/** A massage's own page (/match/<key>): the first massage in the content stands for them all. */
const aMatchPage = matchPagePath(shown.recommendations.recommendations[0]?.key ?? '')

const BUDGETS = [
  { path: '/', file: 'index.html', jsKb: 100 },
  { path: '/quiz', file: 'quiz/index.html', jsKb: 110 },
  { path: '/our-story', file: 'our-story/index.html', jsKb: 110 },
  { path: aMatchPage, file: `${aMatchPage.slice(1)}/index.html`, jsKb: 110 },
]
const CSS_KB = 12
/** The brand fonts, cut to the content's characters (scripts/brand-fonts.ts); WOFF2 is compressed. */
const FONTS_KB = 24

const gzipped = (text: string | Buffer) => gzipSync(text).length
const kb = (bytes: number) => (bytes / KB).toFixed(1)

test.describe('the first visit stays within its budget', () => {
  for (const { path, file, jsKb } of BUDGETS) {
    const html = readFileSync(`${DIST}/${file}`, 'utf8')

    test(`${path}: at most ${jsKb} KB of JavaScript, gzip`, () => {
      const files = startUpFiles(html, 'js')
      const sizes = files.map((asset) => ({
        asset,
        bytes: gzipped(readFileSync(`${DIST}${asset}`)),
      }))
      const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0)
      const listing = sizes.map(({ asset, bytes }) => `  ${kb(bytes)} KB  ${asset}`).join('\n')
      expect(
        total,
        `A first visit of ${path} loads ${kb(total)} KB of JavaScript (gzip), over its ${jsKb} KB budget:\n${listing}\nCode a first visit does not need should wait until it is (src/lib/deferred.tsx); npm run bench shows the whole picture.`,
      ).toBeLessThanOrEqual(jsKb * KB)
    })

    test(`${path}: at most ${CSS_KB} KB of CSS, gzip`, () => {
      const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
        .map((match) => match[1] ?? '')
        .join('')
      const linked = startUpFiles(html, 'css').map((asset) => readFileSync(`${DIST}${asset}`))
      const total =
        gzipped(withoutPageFonts(inline)) + linked.reduce((sum, css) => sum + gzipped(css), 0)
      expect(
        total,
        `A first visit of ${path} loads ${kb(total)} KB of CSS (gzip), over its ${CSS_KB} KB budget.`,
      ).toBeLessThanOrEqual(CSS_KB * KB)
    })

    test(`${path}: at most ${FONTS_KB} KB of fonts`, () => {
      const { fetched, inThePageBytes } = pageFonts(html)
      const fonts = [
        ...fetched.map((href) => ({ source: href, bytes: statSync(`${DIST}${href}`).size })),
        ...inThePageBytes.map((bytes) => ({ source: 'in the page', bytes })),
      ]
      const total = fonts.reduce((sum, { bytes }) => sum + bytes, 0)
      const listing = fonts.map(({ source, bytes }) => `  ${kb(bytes)} KB  ${source}`).join('\n')
      // Besides the two brand fonts, a face per font for the content's letters beyond Latin (Ł, ő)
      // when it has some, fetched only by a page that shows one: counted all the same.
      const mainFaces = fonts.filter(({ source }) => !source.includes('-ext-'))
      expect(mainFaces.length, 'the brand fonts a page draws with').toBe(2)
      expect(
        total,
        `A first visit of ${path} loads ${kb(total)} KB of fonts, over its ${FONTS_KB} KB budget:\n${listing}\nA character new to the content, or a new weight, grows them (scripts/brand-fonts.ts).`,
      ).toBeLessThanOrEqual(FONTS_KB * KB)
    })
  }
})

test.describe('the code every page starts with compiles while it downloads', () => {
  // V8 compiles every function of a script marked so on a background thread, rather than each
  // one on the main thread as hydration first calls it (scripts/shell-chunk.ts).
  for (const { path, file } of BUDGETS) {
    test(`${path}: React's chunk and the shell carry the compile hint`, () => {
      const html = readFileSync(`${DIST}/${file}`, 'utf8')
      const startChunks = startUpFiles(html, 'js').filter((asset) =>
        /^\/assets\/(react|shell)-[\w-]+\.js$/.test(asset),
      )
      expect(startChunks).toHaveLength(2)
      for (const asset of startChunks)
        expect(readFileSync(`${DIST}${asset}`, 'utf8'), asset).toMatch(
          /^\/\/# allFunctionsCalledOnLoad\n/,
        )
    })
  }
})
