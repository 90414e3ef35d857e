import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { WAITING_COUNT_PATH } from '../../contract/waiting-count'
import { openDatabase } from '../../server/db/open-database'
import { listRows } from '../server/list-rows'
import { expectNoAxeViolations } from './helpers/axe'
import { brand, fill, home, messages } from './helpers/copy'
import { collectPageErrors } from './helpers/page-errors'
import { ownWaitlistServer } from './helpers/waitlist-server'
import { RESTARTED_SERVER_PORT, SERVER_SITE } from './servers/test-sites'

// Issue 46: "Join 1,200 people already waiting" under the waitlist's button, from the server's
// count of confirmed people, shown from the content's threshold on (decision 0069).
const { line, threshold } = home.waitlist.socialProof
const lineFor = (count: string) => fill(line, { count, brand })

/** People on the list of the embedded database in `dataDir`, written before its server starts. */
async function seed(dataDir: string, count: number, confirmed: boolean) {
  const db = await openDatabase({ dataDir })
  try {
    await db.kysely.insertInto('waitlist_signups').values(listRows(count, { confirmed })).execute()
  } finally {
    await db.close()
  }
}

/** A layout shift as the browser scores it, and the elements it moved. */
type Shift = { value: number; moved: string[] }

/** Records the page's layout shifts from its start (window.shifts). */
function recordShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: Shift[] = []
    Object.assign(window, { shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!('value' in entry) || typeof entry.value !== 'number') continue
        const sources = 'sources' in entry && Array.isArray(entry.sources) ? entry.sources : []
        const moved = sources.map((source: { node?: Node | null }) => {
          const node = source.node
          return node instanceof Element ? `${node.localName}#${node.id}.${node.className}` : '?'
        })
        shifts.push({ value: entry.value, moved })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}
/** The shifts recorded since the last call, taken off the record. */
const takeShifts = (page: Page) =>
  page.evaluate(() =>
    'shifts' in window && Array.isArray(window.shifts) ? window.shifts.splice(0) : undefined,
  )

/** Opens the home page at its top, then scrolls to the waitlist card, whose form asks the count. */
async function scrollToWaitlist(page: Page, origin: string) {
  await page.goto(`${origin}/`)
  await page.locator('#waitlist').scrollIntoViewIfNeeded()
  return page.locator('[data-people-waiting]')
}

test.describe('the count of people waiting, from a server of its own', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'restwell-e2e-')), 'waitlist')
  let server: ReturnType<typeof ownWaitlistServer>

  test.beforeAll(async () => {
    // A server of its own to start (up to 60 s on a loaded machine), after its rows are written.
    test.setTimeout(180_000)
    server = ownWaitlistServer(RESTARTED_SERVER_PORT + 2 + test.info().workerIndex * 10, dataDir, {
      DATABASE_URL: '',
    })
    // Under the threshold once rounded (45 as 40), though with the unconfirmed there are 145.
    await seed(dataDir, threshold - 5, true)
    await seed(dataDir, 100, false)
    await server.start()
  })
  test.afterAll(() => server?.stop())

  test('below the threshold there is no line', async ({ page }) => {
    const errors = collectPageErrors(page)
    const answered = page.waitForResponse((response) => response.url().endsWith(WAITING_COUNT_PATH))
    const box = await scrollToWaitlist(page, server.origin)
    expect(await (await answered).json()).toEqual({
      waiting: Math.floor((threshold - 5) / 10) * 10,
    })
    await expect(box).toHaveAttribute('data-people-waiting', 'success')
    await expect(box).toBeEmpty()
    expect(errors()).toEqual([])
  })

  test('above it, the rounded number in the locale’s way, appearing without moving anything, axe clean', async ({
    page,
  }) => {
    await server.stop()
    await seed(dataDir, 1_234 - (threshold - 5), true)
    await server.start()
    const errors = collectPageErrors(page)
    await recordShifts(page)
    // The count is held back until the card is measured, then goes on to the server.
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(`**${WAITING_COUNT_PATH}`, async (route) => {
      await released
      await route.continue()
    })
    const box = await scrollToWaitlist(page, server.origin)
    const privacyLink = page
      .locator('#waitlist')
      .getByRole('link', { name: messages.waitlist.privacyLink })
    await expect(box).toHaveAttribute('data-people-waiting', 'pending')
    const before = await privacyLink.boundingBox()
    // What moved while the page loaded and jumped to the card is not the line's doing: kept in
    // the report (one CI run saw a 0.0075 shift there), and the line is judged from its release.
    const whileLoading = await takeShifts(page)
    if (whileLoading?.length)
      test.info().annotations.push({
        type: 'layout shifts before the count came',
        description: JSON.stringify(whileLoading),
      })
    release()

    await expect(box.getByText(lineFor('1,200'), { exact: true })).toBeVisible()
    expect(await privacyLink.boundingBox()).toEqual(before)
    expect(await takeShifts(page)).toEqual([])
    // Plain text in its place: nothing announces it as it comes.
    await expect(page.locator('#waitlist [aria-live]').getByText(lineFor('1,200'))).toHaveCount(0)
    await expectNoAxeViolations(page)
    expect(errors()).toEqual([])
  })
})

test.describe('a count the page cannot use shows no line, and no error', () => {
  const answers = [
    { what: 'a failure', status: 503, body: '{"error":"unavailable"}' },
    { what: 'text that is not a count', status: 200, body: '{"waiting":"very many"}' },
    { what: 'a negative number', status: 200, body: '{"waiting":-1200}' },
    { what: 'a fraction', status: 200, body: '{"waiting":1200.5}' },
    { what: 'an HTML page', status: 200, body: '<!doctype html><title>Oops</title>' },
  ]
  for (const { what, status, body } of answers)
    test(`an answer of ${what}`, async ({ page }) => {
      // The browser itself logs a failed request's status; the site's code logs nothing.
      const errors = collectPageErrors(page, status >= 400 ? [WAITING_COUNT_PATH] : [])
      await page.route(`**${WAITING_COUNT_PATH}`, (route) =>
        route.fulfill({ status, body, contentType: 'application/json' }),
      )
      const box = await scrollToWaitlist(page, SERVER_SITE)
      // Once the form runs (its code loads as the card nears) and the answer came.
      await expect(box).toHaveAttribute('data-people-waiting', 'success', { timeout: 30_000 })
      await expect(box).toBeEmpty()
      expect(errors()).toEqual([])
    })
})
