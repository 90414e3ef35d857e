import type { Page } from '@playwright/test'
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
