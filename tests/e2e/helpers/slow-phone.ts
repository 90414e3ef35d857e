import type { Page } from '@playwright/test'

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
