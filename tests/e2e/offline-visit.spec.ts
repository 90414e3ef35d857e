import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { home, massageName, quiz, shown } from './helpers/copy'
import { type OwnSite, ownSite } from './helpers/own-site'
import { everyPictureShown } from './helpers/pictures'
import { answerAll, emailBox, seeResultsButton } from './helpers/quiz'
import {
  fillWaitlist,
  receivedFor,
  submitButton,
  uniqueEmail,
  waitForWaitlist,
  waitlistCopy,
} from './helpers/waitlist'
import { ownWaitlistServer, rowsOnceThereAre } from './helpers/waitlist-server'
import { RESTARTED_SERVER_PORT } from './servers/test-sites'

// Issue 21: a second visit works with the network off (src/service-worker/sw.ts). Each test serves
// a copy of the build from a server of its own. The network goes off twice over: the server stops
// (nothing answers, whatever the browser emulates) and the context goes offline, which the page
// sees (navigator.onLine, the `online` event). In this Chromium, setOffline also fails the
// worker's own fetches: a navigation it forwards never reaches a running server.
const DIST = process.env.E2E_DIST ?? 'dist'
const { story } = shown

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

async function networkBack(site: OwnSite, page: Page) {
  await site.start()
  await page.context().setOffline(false)
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title)
    await pageReady(page)
  })

  // Issue 35: the pictures too, not only the words (the service worker precaches them).
  for (const path of ['/', '/our-story']) {
    test(`${path} shows every picture`, async ({ page }) => {
      await page.goto(`${site.origin}${path}`)
      await pageReady(page)
      expect(await everyPictureShown(page)).toBeGreaterThan(0)
    })
  }
})

test.describe('a new deploy', () => {
  let site: OwnSite
  test.beforeEach(async () => {
    site = await ownSite(DIST)
  })
  test.afterEach(() => site.remove())

  test('shows on the next visit, and its service worker is installed', async ({ page }) => {
    await firstVisit(page, site.origin)
    // Outside the app's root, which React renders from the code of the first deploy.
    const notice = 'A notice of the next deploy'
    await site.change('index.html', (html) =>
      html.replace('<div id="root"', `<p id="deploy-notice">${notice}</p><div id="root"`),
    )
    await site.change('sw.js', (code) => `${code}\n// the next deploy`)

    const response = await page.goto(`${site.origin}/`)
    expect(response?.fromServiceWorker(), 'answered by the service worker').toBe(true)
    await expect(page.getByText(notice)).toBeVisible()
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration()
            return Boolean(registration?.installing ?? registration?.waiting)
          }),
        { message: 'the new service worker is installing or waiting' },
      )
      .toBe(true)
  })
})

test.describe('a sign-up made offline on a second visit', () => {
  let site: OwnSite
  test.beforeEach(async ({ page }) => {
    // The build that delivers sign-ups to the tests' endpoint (playwright.config.ts).
    site = await ownSite(`${DIST}-endpoint`)
    await firstVisit(page, site.origin)
    await networkOff(site, page)
  })
  test.afterEach(() => site.remove())

  test('is delivered once the network is back', async ({ page }, testInfo) => {
    await page.goto(`${site.origin}/#waitlist`)
    await waitForWaitlist(page)
    const email = uniqueEmail(testInfo, 'offline-visit')
    await fillWaitlist(page, { name: 'Eve', email })
    await submitButton(page).click()
    await expect(page.getByRole('heading', { name: waitlistCopy.confirmationTitle })).toBeVisible()
    await expect(page.getByText(waitlistCopy.pending)).toBeVisible()
    expect((await receivedFor(email)).requests).toHaveLength(0)

    await networkBack(site, page)
    await expect
      .poll(async () => (await receivedFor(email)).requests.map((request) => request.status), {
        timeout: 15_000,
      })
      .toEqual([202])
    await expect(page.getByText(waitlistCopy.pending)).toHaveCount(0)
  })
})

test.describe("the site's own endpoint, /api/", () => {
  test('a sign-up posted to it is neither answered nor kept by the service worker', async ({
    page,
  }, testInfo) => {
    // A server of its own over a fresh embedded database: starting it took 20 s on a loaded CI.
    test.slow()
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'restwell-e2e-')), 'waitlist')
    // The port beside the one waitlist-server.spec.ts restarts its own server on.
    const server = ownWaitlistServer(RESTARTED_SERVER_PORT + 1 + testInfo.workerIndex * 10, dataDir)
    await server.start()
    try {
      await firstVisit(page, server.origin)
      await page.goto(`${server.origin}/#waitlist`)
      await waitForWaitlist(page)
      const email = uniqueEmail(testInfo, 'own-endpoint')
      await fillWaitlist(page, { name: 'Fay', email })
      const posted = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname.startsWith('/api/') &&
          response.request().method() === 'POST',
      )
      await submitButton(page).click()
      expect((await posted).fromServiceWorker()).toBe(false)
      await rowsOnceThereAre(email, 1, server.origin)

      const cachedApiAddresses = await page.evaluate(async () => {
        const addresses = []
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys())
            if (new URL(request.url).pathname.startsWith('/api/')) addresses.push(request.url)
        return addresses
      })
      expect(cachedApiAddresses).toEqual([])
    } finally {
      await server.stop()
    }
  })
})
