import { expect, type Page, test } from '@playwright/test'
import { home, massageName, quiz } from './helpers/copy'
import { type OwnSite, ownSite } from './helpers/own-site'
import { answerAll, emailBox, seeResultsButton } from './helpers/quiz'

// Issue 21: a second visit works with the network off (src/service-worker/sw.ts). Each test serves
// a copy of the build from a server of its own: stopping it is the network going off, for the
// page and for its service worker alike (see "setOffline and the service worker" below).
const DIST = process.env.E2E_DIST ?? 'dist'

test.use({ serviceWorkers: 'allow' })

/** The first visit: waits until the service worker is active, then reloads under its control. */
async function firstVisit(page: Page, url: string) {
  await page.goto(url)
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          return registration?.active?.state ?? 'none'
        }),
      { message: 'the service worker is registered and active', timeout: 20_000 },
    )
    .toBe('activated')
  await page.reload()
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

async function networkOff(site: OwnSite, page: Page) {
  await site.stop()
  await page.context().setOffline(true)
}

const pageReady = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-page-ready', '', { timeout: 15_000 })

test.describe('a second visit with the network off', () => {
  let site: OwnSite
  test.beforeEach(async ({ page }) => {
    site = await ownSite(DIST)
    await firstVisit(page, site.origin)
    await networkOff(site, page)
  })
  test.afterEach(() => site.remove())

  test('/ shows the home page, and its app starts', async ({ page }) => {
    await page.goto(`${site.origin}/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title)
    await pageReady(page)
  })

  test('/quiz can be answered to its result', async ({ page }) => {
    await page.goto(`${site.origin}/quiz`)
    await pageReady(page)
    await answerAll(page, {
      goal: 'relaxation',
      pain: 'none',
      pressure: 'light',
      experience: 'never',
      areas: ['back'],
    })
    await emailBox(page).fill('offline@example.com')
    await seeResultsButton(page).click()
    await expect(page.getByText(quiz.result.eyebrow)).toBeVisible()
    await expect(page.getByRole('heading', { name: massageName('swedish') })).toBeVisible()
  })

  test('/our-story shows', async ({ page }) => {
    await page.goto(`${site.origin}/our-story`)
    await expect(page.getByRole('article')).toBeVisible()
    await pageReady(page)
  })
})
