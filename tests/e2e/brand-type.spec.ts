import { expect, test } from '@playwright/test'
import { HEADING_WEIGHT } from '../../scripts/brand-fonts.ts'
import {
  ALL_LOADED,
  expectBrandTypeWhenFontFilesAreLate,
  facesWhenContentArrives,
  loadTimings,
  noteFacesWhenContentArrives,
} from './helpers/font-load'
import { fontsDrawing } from './helpers/fonts-drawing'

// Issue 22: a first visit reads in the brand's type from its first paint, Fraunces for headings
// and Figtree for text (scripts/brand-fonts.ts), both inside the page, so a slow network or a busy
// machine changes neither the type nor a line (decision 0066).
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

test('the brand fonts arrive inside the page: no font file is preloaded or fetched, and both are loaded', async ({
  page,
}) => {
  await page.goto('/')
  const { fonts, preloaded, loadedFamilies } = await loadTimings(page)
  expect(loadedFamilies).toEqual(expect.arrayContaining(['Figtree', 'Fraunces']))
  expect(fonts).toEqual([])
  expect(preloaded).toEqual([])
})

for (const path of PAGES)
  test(`${path}: both brand fonts are loaded before its content is parsed, so the first layout already uses them`, async ({
    page,
  }) => {
    // A CSS face loads only once a layout asks for it, even from the page: the first frame would
    // draw the fallback and then reflow (a line more in the home page's lede at 412 px), and a
    // fetched one can miss the first paint altogether.
    await noteFacesWhenContentArrives(page)
    await page.goto(path)
    expect(await facesWhenContentArrives(page)).toEqual(ALL_LOADED)
  })

// 360 px: where the story's title wraps one line apart in the heading font and its fallback.
for (const path of PAGES)
  for (const width of [360, ...WIDTHS])
    test(`on ${path} at ${width} px, font files held back 1.5 s change neither the type of the first paint nor a line`, async ({
      page,
    }) => {
      await expectBrandTypeWhenFontFilesAreLate(page, path, width)
    })
