import { expect, test } from '@playwright/test'
import { home, site } from './helpers/copy'
import { nextFrameDrawn, waitForMark } from './helpers/page-marks'
import { expectQuestion } from './helpers/quiz'
import { expectSameDocument, markDocument } from './helpers/same-document'
import { waitForWaitlist } from './helpers/waitlist'

// Issue 21, first part: code that cannot be downloaded is tried again (with backoff, and when the
// browser is back online) while the page stays as it is; it never takes the page down.
test.describe('the page’s code refused twice (503), then served', () => {
  // The start-up code: React, the shell and the entry.
  test('the page starts without a reload', async ({ page }) => {
    const served = new Map<string, number>()
    await page.route(/\/assets\/(index|react|shell)-[\w-]+\.js$/, async (route) => {
      const url = route.request().url()
      const times = (served.get(url) ?? 0) + 1
      served.set(url, times)
      if (times <= 2) return route.fulfill({ status: 503, body: 'busy' })
      return route.continue()
    })
    await page.goto('/')
    await markDocument(page)
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', '', { timeout: 20_000 })
    await expectSameDocument(page)
    await expect(page.getByText(site.routeError.title)).toHaveCount(0)
    // The entry itself was asked for a third time: the page was not simply served at once.
    expect(Math.max(...served.values())).toBeGreaterThan(2)
  })
})

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
        // Drawn: the parts scrolled past have been seen, and have asked for their code.
        await nextFrameDrawn(page)
      }
      // A file asked for a third time: its retries, a second apart and then two, have come, where a
      // tight loop would have asked ten times over.
      await expect
        .poll(() => Math.max(0, ...requests.values()), { timeout: 15_000 })
        .toBeGreaterThanOrEqual(3)

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
      // The waitlist form's code, its delivery and its toasts arrive without a reload: the parts
      // load one after another (the lower sections, then the form, then its delivery code).
      await expect(page.locator('#waitlist form')).not.toHaveAttribute('data-awaits-app', {
        timeout: 20_000,
      })
      await waitForWaitlist(page)
      await expect(page.getByText(site.routeError.title)).toHaveCount(0)
    })
  }
})

test.describe('a page open for a few seconds', () => {
  for (const width of [390, 1280]) {
    test(`on / at ${width} px: has its parts' code, so scrolled offline, every part works`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.goto('/', { waitUntil: 'networkidle' })
      // The code of the parts below is fetched once the page has been idle a while.
      await waitForMark(page, 'siteCodeFetched')
      await expect(page.locator('#waitlist form')).toHaveAttribute('data-awaits-app')

      await context.setOffline(true)
      await page.locator('#waitlist').scrollIntoViewIfNeeded()
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      await expect(page.locator('#waitlist form')).not.toHaveAttribute('data-awaits-app')
      await expect(page.locator('[data-awaits-app]')).toHaveCount(0)
      await expect(page.getByText(site.routeError.title)).toHaveCount(0)
    })
  }
})

test('a page open for a few seconds moves to another page offline: it shows whole, without a reload', async ({
  page,
  context,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' })
  // The rest of the site's code is fetched once the page has been idle a while.
  await waitForMark(page, 'siteCodeFetched')
  await markDocument(page)

  await context.setOffline(true)
  const header = page.getByRole('banner')
  await header.getByRole('link', { name: site.navigation.ourStory }).click()
  await expect(page).toHaveURL(/\/our-story$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(home.hero.title)
  await header.getByRole('link', { name: site.navigation.takeQuiz }).click()
  await expectQuestion(page, 1)
  await expect(page.getByText(site.routeError.title)).toHaveCount(0)
  await expectSameDocument(page)
})

test('a page the app renders while its parts cannot be downloaded: a calm note holds their place; back online, they appear', async ({
  page,
  context,
}) => {
  const homeParts = /\/assets\/(banner-section|lower-sections)-[\w-]+\.js$/
  await page.route(homeParts, (route) => route.abort('internetdisconnected'))
  await page.goto('/our-story')
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', '')
  await markDocument(page)

  await page.getByRole('banner').getByRole('link', { name: site.navigation.homeLabel }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title)
  const notes = page.getByText(site.partWaiting)
  await expect(notes.first()).toBeVisible()
  // Each in a live region, for screen readers to hear it.
  await expect(page.getByRole('status').filter({ hasText: site.partWaiting })).toHaveCount(
    await notes.count(),
  )
  await expect(page.getByText(site.routeError.title)).toHaveCount(0)

  await page.unroute(homeParts)
  // The browser's "online" event: the parts are asked for again at once.
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(page.locator('#waitlist form')).toBeVisible()
  await expect(notes).toHaveCount(0)
  await expectSameDocument(page)
})

test('a page whose own code cannot be downloaded: the calm line holds its place, no reload and no error view; back online, it shows', async ({
  page,
  context,
}) => {
  const storyCode = /\/assets\/our-story-[\w-]+\.js$/
  await page.route(storyCode, (route) => route.abort('internetdisconnected'))
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', '')
  await markDocument(page)

  await page.getByRole('banner').getByRole('link', { name: site.navigation.ourStory }).click()
  await expect(page).toHaveURL(/\/our-story$/)
  await expect(page.getByText(site.partWaiting)).toBeVisible()
  await expect(page.getByText(site.routeError.title)).toHaveCount(0)
  await expectSameDocument(page)

  await page.unroute(storyCode)
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(home.hero.title)
  await expect(page.getByText(site.partWaiting)).toHaveCount(0)
  await expectSameDocument(page)
})
