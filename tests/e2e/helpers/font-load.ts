import { expect, type Page } from '@playwright/test'
import { BRAND_FONTS } from '../../../scripts/brand-fonts.ts'
import { fontsDrawing } from './fonts-drawing'

/** Holds every font file the page asks for `ms` before it goes: a slow network's fonts. */
export function delayFonts(page: Page, ms: number) {
  return page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}

/** What the page measured of its own load: its fonts, its first paint with text, its shifts. */
export function loadTimings(page: Page) {
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

const FAMILIES = BRAND_FONTS.map(({ family }) => family)

/**
 * Has the page note, once its content's root is parsed and before anything is laid out, the
 * status of each brand font's main face (one without a unicode-range: not a face for a Ł).
 */
export function noteFacesWhenContentArrives(page: Page) {
  return page.addInitScript((families) => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('root')) return
      observer.disconnect()
      const statuses = families.map((family) => [
        family,
        [...document.fonts]
          .filter((face) => face.family === family && face.unicodeRange === 'U+0-10FFFF')
          .map((face) => face.status),
      ])
      Reflect.set(window, 'facesWhenContentArrives', Object.fromEntries(statuses))
    }).observe(document, { childList: true, subtree: true })
  }, FAMILIES)
}

/** What noteFacesWhenContentArrives noted. */
export const facesWhenContentArrives = (page: Page) =>
  page.evaluate(() => Reflect.get(window, 'facesWhenContentArrives'))

/** Each brand font's main face, loaded: what the first layout must find. */
export const ALL_LOADED = Object.fromEntries(FAMILIES.map((family) => [family, ['loaded']]))

/**
 * Opens `path` at `width` px with every font file it asks for 1.5 s late, and checks that the
 * page fetched no brand font's main face (both travel in it), that both were loaded before its
 * first layout, that its heading is drawn in the heading face, and that nothing moved as it loaded
 * (a heading rewrapped when its font came late: decisions 0056 and 0066).
 */
export async function expectBrandTypeWhenFontFilesAreLate(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 800 })
  await delayFonts(page, 1500)
  await noteFacesWhenContentArrives(page)
  await page.goto(path)
  const { fonts, shift } = await loadTimings(page)
  expect(fonts, 'brand font files fetched').toEqual([])
  expect(await facesWhenContentArrives(page), 'the brand fonts before the first layout').toEqual(
    ALL_LOADED,
  )
  expect(await fontsDrawing(page, 'h1')).toEqual([
    { familyName: expect.stringMatching(/^Fraunces\b/), isCustomFont: true },
  ])
  expect(shift, 'layout shift as the page loaded').toBeLessThan(0.01)
}
