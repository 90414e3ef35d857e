import { expect, type Page } from '@playwright/test'

/** Holds every font the page asks for `ms` before it goes: a heading font that arrives late. */
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

/**
 * Opens `path` at `width` px with its fonts 1.5 s late, and checks the text was painted before
 * they came and that nothing moved once they did (a heading rewrapped). Returns what was fetched.
 */
export async function expectStillWhenFontsAreLate(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 800 })
  await delayFonts(page, 1500)
  await page.goto(path)
  const { fonts, firstTextPaint, shift } = await loadTimings(page)
  for (const font of fonts) expect(firstTextPaint).toBeLessThan(font.arrived)
  expect(shift, 'layout shift once the fonts arrived').toBeLessThan(0.01)
  return fonts
}
