import { expect, type Page } from '@playwright/test'
import { HELD_CLICK, HELD_SUBMIT } from '../../../src/lib/held-input'
import { nextFrameDrawn, waitForMark } from './page-marks'

/**
 * A slow phone: every script of the site arrives `ms` late, so the prerendered page is on screen,
 * and in a visitor's hands, well before its code runs.
 */
export async function delayScripts(page: Page, ms = 1500): Promise<void> {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}

/**
 * A phone whose scripts have not arrived yet: every script of the site is held back until the
 * returned `release` is called, so a test can act on the prerendered page first.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await released
    // The page may have gone (a test that closes its tab) by the time its scripts are let go.
    await route.continue().catch(() => {})
  })
  return release
}

/**
 * Waits until the page runs and has carried out everything held for its code (no element marks a
 * held click or submit any more), its start-up is over (the browser has been idle since),
 * and the frame after is drawn: a held press carried out twice has shown by then.
 */
export async function heldInputCarriedOut(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', '')
  await expect(page.locator(`[${HELD_CLICK}], [${HELD_SUBMIT}]`)).toHaveCount(0)
  await waitForMark(page, 'pageIdle')
  await nextFrameDrawn(page)
}
