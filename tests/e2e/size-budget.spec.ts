import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { matchPagePath } from '../../contract/site-paths.ts'
import { pageFonts, withoutPageFonts } from '../../scripts/page-fonts.ts'
import {
  CSS_KB,
  FONTS_KB,
  HOME_JS_KB,
  PAGE_JS_KB,
  QUIZ_JS_KB,
  START_FILES,
  STORY_JS_KB,
} from './helpers/budgets'
import { shown } from './helpers/copy'
import { type FetchedFile, recordFirstVisit } from './helpers/first-visit'
import { CONSOLE_SITE, EDITED_SITE } from './servers/test-sites'

// The performance budget of a first visit, checked on the production build these tests serve: a
// size, not a timing, of what the browser downloaded. `npm run bench` measures the same pages in
// Lighthouse.
const KB = 1024

/** A massage's own page (/match/<key>): the first massage in the content stands for them all. */
const aMatchPage = matchPagePath(shown.recommendations.recommendations[0]?.key ?? '')

const BUDGETS = [
  // The home page starts with the shell alone (React, the router and the app's start): its
  // sections, the hero among them, are deferred parts that hydrate as a visitor nears or reaches
  // for them (decision 0036); a build with a funnel engine is held to its own (funnel-engines).
  { path: '/', site: CONSOLE_SITE, jsKb: HOME_JS_KB },
  { path: '/quiz', site: CONSOLE_SITE, jsKb: QUIZ_JS_KB },
  { path: '/our-story', site: CONSOLE_SITE, jsKb: STORY_JS_KB },
  { path: '/privacy', site: CONSOLE_SITE, jsKb: PAGE_JS_KB },
  { path: aMatchPage, site: CONSOLE_SITE, jsKb: PAGE_JS_KB },
  // The site a maintainer edited (tests/maintainer-edits/edits.ts), its hero 300 characters
  // longer among the edits: copy must never eat the room the code has.
  { path: '/', site: EDITED_SITE, jsKb: HOME_JS_KB },
]

/** Lighthouse's phone (the bench's), and the laptop: a wider screen may reach more parts. */
const SCREENS = [
  {
    name: 'a phone',
    use: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    },
  },
  { name: 'a laptop', use: { viewport: { width: 1280, height: 800 } } },
]

/** Its gzip size, as the bench counts it (its brotli copy, which Chromium takes, is smaller). */
const gzipped = (text: string | Buffer) => gzipSync(text).length
const kb = (bytes: number) => (bytes / KB).toFixed(1)

type Sized = { source: string; bytes: number }
const total = (sizes: Sized[]) => sizes.reduce((sum, { bytes }) => sum + bytes, 0)
const listing = (sizes: Sized[]) =>
  sizes.map(({ source, bytes }) => `  ${kb(bytes)} KB  ${source}`).join('\n')
const gzippedFiles = (files: FetchedFile[]): Sized[] =>
  files.map(({ path, body }) => ({ source: path, bytes: gzipped(body) }))

const siteName = (site: string) => (site === EDITED_SITE ? ', as a maintainer edited it' : '')

for (const screen of SCREENS)
  test.describe(`the first visit on ${screen.name} stays within its budget`, () => {
    test.use(screen.use)

    for (const { path, site, jsKb } of BUDGETS)
      test(`${path}${siteName(site)}: at most ${jsKb} KB of JavaScript in ${START_FILES} files to start, ${CSS_KB} KB of CSS (gzip) and ${FONTS_KB} KB of fonts`, async ({
        page,
        request,
      }) => {
        const visit = await recordFirstVisit(page, `${site}${path}`)

        const scripts = gzippedFiles(visit.scripts)
        expect
          .soft(
            total(scripts),
            `A first visit of ${path} downloads ${kb(total(scripts))} KB of JavaScript (gzip), over its ${jsKb} KB budget:\n${listing(scripts)}\nCode a first visit does not need should wait until it is (src/lib/deferred.tsx); npm run bench shows the whole picture.`,
          )
          .toBeLessThanOrEqual(jsKb * KB)
        const startsWith = visit.scripts.filter((script) => visit.html.includes(`"${script.path}"`))
        expect
          .soft(
            startsWith.length,
            `${path} starts with ${startsWith.length} scripts, over ${START_FILES} (two rounds of a browser's six connections to a host): fold small shared ones into a chunk (scripts/shell-chunk.ts):\n${listing(gzippedFiles(startsWith))}`,
          )
          .toBeLessThanOrEqual(START_FILES)

        const inline = [...visit.html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
          .map((match) => match[1] ?? '')
          .join('')
        const styles = [
          { source: 'in the page', bytes: gzipped(withoutPageFonts(inline)) },
          ...gzippedFiles(visit.styles),
        ]
        expect
          .soft(
            total(styles),
            `A first visit of ${path} downloads ${kb(total(styles))} KB of CSS (gzip), over its ${CSS_KB} KB budget:\n${listing(styles)}`,
          )
          .toBeLessThanOrEqual(CSS_KB * KB)

        // Every face the page declares counts, fetched or not: besides the two brand fonts, a face
        // per font for the content's letters beyond Latin (Ł, ő) when it has some, fetched only
        // by a page that shows one.
        const { fetched, inThePageBytes } = pageFonts(visit.html)
        const fonts = [
          ...(await Promise.all(
            fetched.map(async (href) => ({
              source: href,
              bytes: (await (await request.get(`${site}${href}`)).body()).length,
            })),
          )),
          ...inThePageBytes.map((bytes) => ({ source: 'in the page', bytes })),
        ]
        expect
          .soft(
            visit.fonts.map((font) => font.path).filter((font) => !fetched.includes(font)),
            'fonts the page fetched besides its own faces',
          )
          .toEqual([])
        const mainFaces = fonts.filter(({ source }) => !source.includes('-ext-'))
        expect.soft(mainFaces.length, 'the brand fonts a page draws with').toBe(2)
        expect
          .soft(
            total(fonts),
            `A first visit of ${path} downloads ${kb(total(fonts))} KB of fonts, over its ${FONTS_KB} KB budget:\n${listing(fonts)}\nA character new to the content, or a new weight, grows them (scripts/brand-fonts.ts).`,
          )
          .toBeLessThanOrEqual(FONTS_KB * KB)
      })
  })

test.describe('the words of a page travel once, in its HTML', () => {
  // Words nothing on the page acts on are static parts (src/lib/deferred.tsx): a first visit reads
  // them from the prerendered page, and their code and copy load only for a page the app renders
  // itself (docs/decisions/0023).
  test("/our-story: no script of a first visit carries the story's words", async ({ page }) => {
    const { scripts } = await recordFirstVisit(page, '/our-story')
    const code = scripts.map(({ body }) => body.toString('utf8')).join('\n')
    const { story } = shown
    const words = [story.title, story.lede, ...story.blocks.map((block) => block.text)]
    expect(words.filter((text) => code.includes(text))).toEqual([])
  })

  // The hero is a deferred part that hydrates as a visitor reaches for it, so a longer hero costs
  // the HTML alone (docs/decisions/0036).
  test("/: no script of a first visit carries the hero's words", async ({ page }) => {
    const { scripts } = await recordFirstVisit(page, '/')
    const code = scripts.map(({ body }) => body.toString('utf8')).join('\n')
    const { hero } = shown.home
    const words = [hero.eyebrow, hero.title, hero.body, hero.reassurance]
    expect(words.filter((text) => code.includes(text))).toEqual([])
  })
})

test.describe('the code every page starts with compiles while it downloads', () => {
  // V8 compiles every function of a script marked so on a background thread, rather than each
  // one on the main thread as hydration first calls it (scripts/shell-chunk.ts).
  for (const { path } of BUDGETS.filter(({ site }) => site === CONSOLE_SITE))
    test(`${path}: the shell, React and the app's start, carries the compile hint`, async ({
      page,
    }) => {
      const { scripts } = await recordFirstVisit(page, path)
      const startChunks = scripts.filter(({ path: asset }) =>
        /^\/assets\/shell-[\w-]+\.js$/.test(asset),
      )
      expect(startChunks.map(({ path: asset }) => asset)).toHaveLength(1)
      for (const { path: asset, body } of startChunks)
        expect(body.toString('utf8'), asset).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/)
    })
})
