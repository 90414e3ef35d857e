import { expect, test } from '@playwright/test'
import { site } from './helpers/copy'
import { waitForWaitlist } from './helpers/waitlist'

// Issue 21, first part: a part of the page whose code cannot be downloaded waits for the network
// (tried again with backoff, and when the browser is back online); it never takes the page down.
test.describe('a dropped connection', () => {
  for (const width of [390, 1280]) {
    test(`on / at ${width} px: scrolled to the bottom offline, the page stays; back online, every part loads`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.goto('/', { waitUntil: 'networkidle' })
      const requests = new Map<string, number>()
      page.on('request', (request) =>
        requests.set(request.url(), (requests.get(request.url()) ?? 0) + 1),
      )

      await context.setOffline(true)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let scrolled = 0; scrolled < height + 2000; scrolled += 500) {
        await page.mouse.wheel(0, 500)
        await page.waitForTimeout(80)
      }
      await page.waitForTimeout(2500)

      await expect(page.getByText(site.routeError.title)).toHaveCount(0)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page.locator('#waitlist form')).toBeVisible()
      const mostAskedFor = Math.max(0, ...requests.values())
      expect(
        mostAskedFor,
        `requests per file while offline: ${JSON.stringify([...requests])}`,
      ).toBeLessThan(10)

      await context.setOffline(false)
      // The waitlist form's code, its delivery and its toasts arrive without a reload.
      await waitForWaitlist(page)
      await expect(page.getByText(site.routeError.title)).toHaveCount(0)
    })
  }
})
