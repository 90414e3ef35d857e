import { fileURLToPath } from 'node:url'
import { expect, type Page } from '@playwright/test'
import { contentImageOrigins } from '../../../scripts/content-origins.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * The hosts a maintainer has pointed content pictures at (the content check notes each one,
 * docs/decisions/0029): their choice, so never a test failure. The shipped content names none.
 */
export const CONTENT_PICTURE_ORIGINS = contentImageOrigins(ROOT)

/**
 * Brings every picture of the page into view, one after the other (a lazy one loads only near
 * the viewport), and waits until each has loaded and has pixels to show. Returns how many there
 * are.
 */
export async function everyPictureShown(page: Page): Promise<number> {
  const pictures = page.locator('img')
  const count = await pictures.count()
  for (let index = 0; index < count; index++) {
    const picture = pictures.nth(index)
    await picture.scrollIntoViewIfNeeded()
    await expect
      .poll(
        () =>
          picture.evaluate(
            (element) => element instanceof HTMLImageElement && element.naturalWidth > 0,
          ),
        { message: `picture ${index + 1} of ${count} has loaded and shows` },
      )
      .toBe(true)
  }
  return count
}

/**
 * Every address the page requests from here on on a host other than its own, but for the hosts
 * of pictures a maintainer put in content.
 */
export function requestsToOtherHosts(page: Page, origin: string): () => string[] {
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!/^https?:$/.test(url.protocol) || url.origin === origin) return
    if (!CONTENT_PICTURE_ORIGINS.includes(url.origin)) elsewhere.push(request.url())
  })
  return () => [...elsewhere]
}
