import { randomUUID } from 'node:crypto'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { z } from 'zod'
import { ADMIN_COPY } from '../../server/admin/admin-copy'
import { SESSION_COOKIE } from '../../server/admin/admin-routes'
import { REFRESH_HEADER } from '../../server/pages/dashboard-page'
import {
  ADMIN_PANELS_PATH,
  ADMIN_PATH,
  ADMIN_STATS_PATH,
  EXPORT_JSON_PATH,
  WAITLIST_PATH,
} from '../../server/paths'
import { type StoredSignup, storedSignup } from '../../server/waitlist/signup-store'
import { expectNoAxeViolations } from './helpers/axe'
import { massageName, shown } from './helpers/copy'
import { recordFirstVisit } from './helpers/first-visit'
import { SERVER_ADMIN_TOKEN, SERVER_SITE } from './servers/test-sites'

// Issue 36: the owner's dashboard on the site with its own endpoint, as `npm run serve` runs it
// (PGlite, or the Postgres server at DATABASE_URL). Other tests sign up on the same server at the
// same time: numbers are compared with the export read at the same moment.
test.use({ baseURL: SERVER_SITE })

const copy = ADMIN_COPY
/** A UTM source and a quiz match of this run's own, to find in the breakdowns. */
const RUN = randomUUID().slice(0, 8)
const SOURCE = `admin-e2e-${RUN}`
const MATCH = shown.recommendations.recommendations[0]?.key ?? ''

/** A sign-up as the site's outbox sends it, from a source of this run's own. */
async function signUp(email: string) {
  const response = await fetch(`${SERVER_SITE}${WAITLIST_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'waitlist-signup',
      idempotencyKey: randomUUID(),
      createdAt: new Date().toISOString(),
      fields: { name: 'Dana', email },
      match: MATCH,
      source: { utm: { utm_source: SOURCE }, referrer: '', landingPath: '/' },
      spam: { honeypotFilled: false, submittedTooFast: false },
    }),
  })
  expect(response.status).toBe(202)
}
const uniqueEmail = () => `owner-view-${randomUUID().slice(0, 8)}@example.com`

/** Every row of the list, through the admin export. */
async function exportRows(): Promise<StoredSignup[]> {
  const response = await fetch(`${SERVER_SITE}${EXPORT_JSON_PATH}`, {
    headers: { authorization: `Bearer ${SERVER_ADMIN_TOKEN}` },
  })
  expect(response.status).toBe(200)
  return z.array(storedSignup).parse(await response.json())
}
const isFlagged = (row: StoredSignup) =>
  row.honeypot_filled || row.submitted_too_fast || row.disposable_domain

/** The daily chart's heading, whatever number of days the list's age gives it. */
const DAYS_HEADING = new RegExp(`^${copy.days.heading(0).replace('0', '\\d+')}$`)

const tokenBox = (page: Page) => page.getByLabel(copy.signIn.label)

/** Signs in as the owner would: the token typed, Enter pressed. */
async function signIn(page: Page, token = SERVER_ADMIN_TOKEN) {
  await page.goto(ADMIN_PATH)
  await tokenBox(page).fill(token)
  await tokenBox(page).press('Enter')
}

/** The number a term of the totals stands for (its dd, after its dt). */
const total = (page: Page, term: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('+ dd')
const asNumber = (text: string | null) => Number((text ?? '').replaceAll(',', ''))

async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find(({ name }) => name === SESSION_COOKIE)
  if (!cookie) throw new Error(`No ${SESSION_COOKIE} cookie`)
  return cookie
}

test.describe('the owner’s dashboard, /admin', () => {
  test('signed out, it is a sign-in page: no number and no address in the page or anything it loads; noindex, out of the sitemap; axe-clean', async ({
    page,
  }) => {
    const email = uniqueEmail()
    await signUp(email)
    const bodies: string[] = []
    page.on('response', async (response) => {
      bodies.push(await response.text().catch(() => ''))
    })
    const answer = await page.goto(ADMIN_PATH)
    await expect(tokenBox(page)).toHaveAttribute('type', 'password')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.signIn.title)
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoAxeViolations(page)
    expect(bodies.length).toBeGreaterThan(0)
    for (const body of bodies) {
      expect(body).not.toContain(email)
      expect(body).not.toContain(copy.totals.heading)
    }
    const data = await page.request.get(ADMIN_STATS_PATH)
    expect(data.status()).toBe(401)
    const sitemap = await page.request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    expect(await sitemap.text()).not.toContain(ADMIN_PATH)
  })

  test('refuses a wrong token: the page says so, and the browser keeps no session', async ({
    page,
    context,
  }) => {
    await signIn(page, `${SERVER_ADMIN_TOKEN}-wrong`)
    await expect(page.getByRole('alert')).toHaveText(copy.signIn.wrong)
    await expect(tokenBox(page)).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
    expect(await context.cookies()).toEqual([])
  })

  test('the right token opens it: totals equal to the export’s, a chart, where they came from and their quiz match; the cookie is HttpOnly and SameSite=Strict; nothing refused by its CSP; axe-clean', async ({
    page,
    context,
  }) => {
    const refused: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text())
    })
    await signUp(uniqueEmail())
    await signIn(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title)

    // The session is a cookie the page's scripts cannot read, sent only to /admin; the token
    // itself is nowhere in the browser.
    const cookie = await sessionCookie(context)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: ADMIN_PATH })
    expect(cookie.value).not.toContain(SERVER_ADMIN_TOKEN)
    const kept = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
    )
    expect(kept).not.toContain(SERVER_ADMIN_TOKEN)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    // Other tests sign up meanwhile: the page and the export are read again until they meet.
    await expect
      .poll(
        async () => {
          await page.reload()
          const shown = {
            joined: asNumber(await total(page, copy.totals.joined).textContent()),
            confirmed: asNumber(await total(page, copy.totals.confirmed).textContent()),
          }
          const counted = (await exportRows()).filter((row) => !isFlagged(row))
          const confirmed = counted.filter((row) => row.confirmed_at !== null).length
          return shown.joined === counted.length && shown.confirmed === confirmed
        },
        { message: 'the totals shown are the export’s', timeout: 30_000 },
      )
      .toBe(true)

    const days = page.getByRole('region', { name: DAYS_HEADING })
    await expect(days.locator('.chart svg rect').first()).toBeAttached()
    await expect(page.locator('#days-chart svg')).toBeVisible()
    const sources = page.locator('section', {
      has: page.getByRole('heading', { name: copy.sources.heading }),
    })
    await expect(sources.locator('svg')).toBeVisible()
    await expect(sources.getByRole('row', { name: new RegExp(SOURCE) })).toBeVisible()
    const matches = page.locator('section', {
      has: page.getByRole('heading', { name: copy.matches.heading }),
    })
    await expect(matches.getByRole('row', { name: new RegExp(massageName(MATCH)) })).toBeVisible()
    await expectNoAxeViolations(page)
    // The charts' SVG and the page's one style and script are all its policy allows.
    expect(refused).toEqual([])
  })

  test('is used with the keyboard, and signing out leaves the old cookie opening nothing', async ({
    page,
    context,
    browser,
  }) => {
    await signIn(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title)
    const old = await sessionCookie(context)

    // The chart's table opens from its summary, by keyboard.
    await page.getByText(copy.days.tableSummary).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('table', { name: DAYS_HEADING })).toBeVisible()
    const signOut = page.getByRole('button', { name: copy.signOut })
    await signOut.focus()
    await expect(signOut).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(tokenBox(page)).toBeVisible()

    // Another browser holding the old cookie: the session is gone from the server.
    const other = await browser.newContext({ baseURL: SERVER_SITE })
    await other.addCookies([{ ...old }])
    const otherPage = await other.newPage()
    await otherPage.goto(ADMIN_PATH)
    await expect(otherPage.getByLabel(copy.signIn.label)).toBeVisible()
    await expect(otherPage.getByText(copy.signIn.expired)).toBeVisible()
    expect((await otherPage.request.get(ADMIN_STATS_PATH)).status()).toBe(401)
    expect((await otherPage.request.get(ADMIN_PANELS_PATH)).status()).toBe(401)
    await other.close()
  })

  test('fits a 320-pixel-wide screen with no sideways scrolling of the page (WCAG reflow)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 })
    await signUp(uniqueEmail())
    await signIn(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title)
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }))
    expect(widths.page).toBeLessThanOrEqual(widths.screen)
  })

  test('shows times in the browser’s own time zone: one sign-up at different hours in Los Angeles and Tokyo, and says which zone', async ({
    browser,
  }) => {
    const email = uniqueEmail()
    await signUp(email)
    const row = (await exportRows()).find((stored) => stored.email === email)
    if (!row) throw new Error('The sign-up is not in the export')
    const shownIn = async (timezoneId: string) => {
      const context = await browser.newContext({ baseURL: SERVER_SITE, timezoneId })
      const page = await context.newPage()
      await signIn(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title)
      await expect(
        page.getByText(copy.zone({ timeZone: timezoneId, said: 'browser' })),
      ).toBeVisible()
      const received = page.locator('#newest-table tr', { hasText: email }).locator('td').first()
      const text = await received.textContent()
      await context.close()
      return text
    }
    // Sweden writes a day and a time as the dashboard does: 2026-11-27 09:40.
    const expected = (timeZone: string) =>
      row.received_at.toLocaleString('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' })
    const losAngeles = await shownIn('America/Los_Angeles')
    const tokyo = await shownIn('Asia/Tokyo')
    expect(losAngeles).toBe(expected('America/Los_Angeles'))
    expect(tokyo).toBe(expected('Asia/Tokyo'))
    expect(losAngeles).not.toBe(tokyo)
  })

  test('refreshes itself every minute while open', async ({ page }) => {
    await page.clock.install()
    await signIn(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title)
    const email = uniqueEmail()
    await signUp(email)
    const newest = page.locator('#newest-table')
    await expect(newest).not.toContainText(email)
    const refreshed = page.waitForRequest(
      (request) =>
        request.url().endsWith(ADMIN_PANELS_PATH) && request.headers()[REFRESH_HEADER] === '1',
    )
    await page.clock.runFor(60_000)
    await refreshed
    await expect(newest).toContainText(email)
  })
})

test.describe('what a visitor downloads', () => {
  for (const path of ['/', '/quiz', '/our-story'])
    test(`${path} loads no code or words of the dashboard`, async ({ page }) => {
      const addresses: string[] = []
      page.on('request', (request) => addresses.push(new URL(request.url()).pathname))
      const visit = await recordFirstVisit(page, `${SERVER_SITE}${path}`)
      expect(addresses.filter((address) => address.startsWith(ADMIN_PATH))).toEqual([])
      const markers = [REFRESH_HEADER, ADMIN_PANELS_PATH, copy.title, 'observablehq', 'plot-d6a7b5']
      for (const file of [{ path, body: Buffer.from(visit.html) }, ...visit.scripts])
        for (const marker of markers)
          expect(file.body.toString(), `${file.path} holds "${marker}"`).not.toContain(marker)
    })
})

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('leaves /admin to the server: never answered, kept or stood in for by the worker', async ({
    page,
  }) => {
    await page.goto('/')
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
    const story = await page.goto('/our-story')
    expect(story?.fromServiceWorker(), 'a page of the site goes through the worker').toBe(true)
    const admin = await page.goto(ADMIN_PATH)
    expect(admin?.fromServiceWorker()).toBe(false)
    await expect(tokenBox(page)).toBeVisible()
  })
})
