import { expect, type Page, test } from '@playwright/test'
import { HEADING_WEIGHT } from '../../scripts/brand-fonts.ts'
import { fontsDrawing } from './helpers/fonts-drawing'

// Issue 22: a first visit reads in the brand's type from its first paint, Fraunces for headings
// and Figtree for text (scripts/brand-fonts.ts), and a heading font that arrives late moves nothing.
const PAGES = ['/', '/quiz', '/our-story']
const WIDTHS = [390, 1280]

for (const path of PAGES)
  for (const width of WIDTHS)
    test(`a first visit of ${path} at ${width} px draws its heading in Fraunces and its text in Figtree`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(path)
      await page.evaluate(() => document.fonts.ready)
      // One font each, the site's own: no character left to a fallback. (A variable font's name
      // table may add its default style: "Figtree Light".)
      expect(await fontsDrawing(page, 'h1')).toEqual([
        { familyName: expect.stringMatching(/^Fraunces\b/), isCustomFont: true },
      ])
      expect(await fontsDrawing(page, 'main p')).toEqual([
        { familyName: expect.stringMatching(/^Figtree\b/), isCustomFont: true },
      ])
    })

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a first visit still draws its heading in Fraunces and its text in Figtree, from the page’s own CSS face', async ({
    page,
  }) => {
    await page.goto('/')
    await page.waitForLoadState('load')
    expect(await fontsDrawing(page, 'h1')).toEqual([
      { familyName: expect.stringMatching(/^Fraunces\b/), isCustomFont: true },
    ])
    expect(await fontsDrawing(page, 'main p')).toEqual([
      { familyName: expect.stringMatching(/^Figtree\b/), isCustomFont: true },
    ])
  })
})

for (const path of PAGES)
  test(`every text ${path} draws in the display face is at the one heading weight`, async ({
    page,
  }) => {
    await page.goto(path)
    const offWeight = await page.evaluate((weight) => {
      const h1 = document.querySelector('h1')
      const displayFace = h1 ? getComputedStyle(h1).fontFamily : 'no h1'
      const hasOwnText = (element: Element) =>
        [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        )
      return [...document.querySelectorAll('body *')]
        .filter((element) => {
          const style = getComputedStyle(element)
          return (
            hasOwnText(element) && style.fontFamily === displayFace && style.fontWeight !== weight
          )
        })
        .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 40)}"`)
    }, `${HEADING_WEIGHT}`)
    expect(offWeight).toEqual([])
  })

/** What the page measured of its own load: its fonts, its first paint with text, its shifts. */
function loadTimings(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready
    const buffered = (type: string) =>
      new Promise<PerformanceEntryList>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect()
          resolve(list.getEntries())
        }).observe({ type, buffered: true })
        // A page with no entry of the type never calls back.
        setTimeout(() => resolve([]), 250)
      })
    // The brand fonts' main faces: a face of the extension subset (…-ext-….woff2, for a Ł or an ő
    // in the content) is fetched only by a page that shows such a letter.
    const fonts = performance
      .getEntriesByType('resource')
      .filter(
        (entry): entry is PerformanceResourceTiming =>
          entry instanceof PerformanceResourceTiming &&
          entry.name.endsWith('.woff2') &&
          !entry.name.includes('-ext-'),
      )
    const paints = await buffered('paint')
    const shifts = await buffered('layout-shift')
    return {
      fonts: fonts.map((font) => ({
        path: new URL(font.name).pathname,
        arrived: font.responseEnd,
      })),
      preloaded: [...document.querySelectorAll('link[rel=preload][as=font]')].map((link) =>
        link.getAttribute('href'),
      ),
      loadedFamilies: [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family),
      firstTextPaint:
        paints.find(({ name }) => name === 'first-contentful-paint')?.startTime ?? Number.NaN,
      shift: shifts.reduce(
        (sum, entry) =>
          sum + ('value' in entry && typeof entry.value === 'number' ? entry.value : 0),
        0,
      ),
    }
  })
}

test('the brand fonts arrive with the page: the text face inside it, the heading face preloaded and downloaded before its first paint', async ({
  page,
}) => {
  await page.goto('/')
  const { fonts, preloaded, loadedFamilies, firstTextPaint } = await loadTimings(page)
  expect(loadedFamilies).toEqual(expect.arrayContaining(['Figtree', 'Fraunces']))
  // Figtree comes in the page itself (a data: URL): the one font fetched is Fraunces.
  expect(fonts.map(({ path }) => path)).toEqual([expect.stringMatching(/\/fraunces-\w+\.woff2$/)])
  expect(preloaded).toEqual(fonts.map(({ path }) => path))
  for (const font of fonts) expect(font.arrived, font.path).toBeLessThan(firstTextPaint)
})

for (const path of PAGES)
  test(`${path}: its text face is loaded before its content is parsed, so the first layout already uses it`, async ({
    page,
  }) => {
    // A CSS face loads only once a layout asks for it: the first frame would draw the fallback and
    // then reflow the text (a line more in the home page's lede at 412 px).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.getElementById('root')) return
        observer.disconnect()
        const faces = [...document.fonts].filter((face) => face.family === 'Figtree')
        Reflect.set(
          window,
          'textFaceWhenContentArrives',
          faces.map((face) => face.status),
        )
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(path)
    expect(await page.evaluate(() => Reflect.get(window, 'textFaceWhenContentArrives'))).toEqual([
      'loaded',
    ])
  })

for (const path of PAGES)
  for (const width of WIDTHS)
    test(`on ${path} at ${width} px, a heading font that arrives 1.5 s late holds up no text and barely moves it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.route('**/*.woff2', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      })
      await page.goto(path)
      const { fonts, firstTextPaint, shift } = await loadTimings(page)
      // The text painted before the font arrived, headings in a fallback sized like it (styles.css).
      expect(fonts).toHaveLength(1)
      for (const font of fonts) expect(firstTextPaint).toBeLessThan(font.arrived)
      expect(shift, 'layout shift as the font swapped in').toBeLessThan(0.01)
    })
