import { expect, test } from '@playwright/test'
import { HEADING_WEIGHT } from '../../scripts/brand-fonts.ts'
import { expectStillWhenFontsAreLate, loadTimings } from './helpers/font-load'
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

// 360 px: where the story's title wraps one line apart in the heading font and its fallback.
for (const path of PAGES)
  for (const width of [360, ...WIDTHS])
    test(`on ${path} at ${width} px, a heading font that arrives 1.5 s late holds up no text and barely moves it`, async ({
      page,
    }) => {
      // The text painted before the font arrived, headings in a fallback sized like it (styles.css).
      expect(await expectStillWhenFontsAreLate(page, path, width)).toHaveLength(1)
    })
