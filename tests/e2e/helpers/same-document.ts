import { expect, type Page } from '@playwright/test'

/** Marks the page's document, so a test can tell later that nothing reloaded it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes'
  })
}

/** The document marked by `markDocument` is still the page's: it was not reloaded. */
export async function expectSameDocument(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes')
}
