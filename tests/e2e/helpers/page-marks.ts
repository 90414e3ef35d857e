import { expect, type Locator, type Page } from '@playwright/test'
import { PAGE_MARKS } from '../../../src/lib/page-marks'

/** Waits until the page has marked this moment (src/lib/page-marks.ts). */
export async function waitForMark(
  page: Page,
  mark: keyof typeof PAGE_MARKS,
  timeout = 15_000,
): Promise<void> {
  await page.waitForFunction(
    (name) => performance.getEntriesByName(name, 'mark').length > 0,
    PAGE_MARKS[mark],
    { timeout },
  )
}

/** Waits until the browser has drawn a frame after this moment, and begun the next. */
export async function nextFrameDrawn(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((drawn) =>
        requestAnimationFrame(() => requestAnimationFrame(() => drawn())),
      ),
  )
}

/** Waits until a carousel's track stands still: its slides where they were a drawn frame before. */
export async function trackAtRest(page: Page, carousel: Locator): Promise<void> {
  const places = () =>
    carousel
      .locator('[aria-roledescription="slide"]')
      .evaluateAll((slides) => slides.map((slide) => slide.getBoundingClientRect().left))
  await expect
    .poll(async () => {
      const before = await places()
      await nextFrameDrawn(page)
      return (await places()).join() === before.join()
    })
    .toBe(true)
}
