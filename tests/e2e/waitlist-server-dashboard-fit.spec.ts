import { expect, type Page, test } from '@playwright/test'
import { ADMIN_COPY } from '../../server/admin/admin-copy'
import { dashboardNames } from '../../server/admin/dashboard-stats'
import { loadContent } from '../../server/content'
import { dashboardPage } from '../../server/pages/dashboard-page'
import { signInPage } from '../../server/pages/owner-pages'
import { expectNoAxeViolations } from './helpers/axe'
import { realisticDashboard, realisticFunnel } from './helpers/realistic-dashboard'
import { showServerPage } from './helpers/waitlist-server'

// Issue 46 item 9: the dashboard of a list three weeks old, rendered as the server renders it and
// shown with the built site's stylesheet, at a phone's width and two laptops'.
// Drawn and measured on a machine other runs share: the element pictures can wait for it.
test.describe.configure({ timeout: 120_000 })
const content = loadContent()
const names = dashboardNames(content)

async function showDashboard(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 })
  const props = { stats: realisticDashboard(names), names, funnel: realisticFunnel() }
  await showServerPage(page, dashboardPage(props, content.site.brand.name))
  // The daily table is read from its summary: open, it is measured too.
  await page.locator('#days-details').evaluate((details) => details.setAttribute('open', ''))
}

/** Pictures to look at: the top of the page, and the panels with the widest tables. */
async function picture(page: Page, path: (name: string) => string, width: number) {
  await page.screenshot({ path: path(`dashboard-${width}.png`) })
  for (const id of ['days', 'top-referrers', 'newest'])
    await page.locator(`#${id}`).screenshot({ path: path(`dashboard-${width}-${id}.png`) })
}

/** Each table's width beyond its container's, by the table's container's id. */
const overflowOfTables = (page: Page) =>
  page.locator('table').evaluateAll((tables) =>
    tables.map((table) => {
      const container = table.parentElement
      return {
        id: container?.id ?? '',
        over: table.scrollWidth - (container?.clientWidth ?? 0),
      }
    }),
  )

for (const width of [1280, 1440])
  test(`every table fits its panel at ${width} px, and the page is axe-clean`, async ({
    page,
  }, testInfo) => {
    await showDashboard(page, width)
    const tables = await overflowOfTables(page)
    expect(tables.map((table) => table.id)).toEqual(
      expect.arrayContaining(['referrers-table', 'newest-table', 'days-table']),
    )
    expect(tables.filter((table) => table.over > 0)).toEqual([])
    await expectNoAxeViolations(page)
    await picture(page, (name) => testInfo.outputPath(name), width)
  })

test('on a phone, a wide table scrolls sideways by keyboard, and the page is axe-clean', async ({
  page,
}, testInfo) => {
  await showDashboard(page, 390)
  const newest = page.locator('#newest-table')
  await newest.focus()
  await expect(newest).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => newest.evaluate((region) => region.scrollLeft)).toBeGreaterThan(0)
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(pageWidth).toBeLessThanOrEqual(390)
  await expectNoAxeViolations(page)
  await picture(page, (name) => testInfo.outputPath(name), 390)
})

test('the sign-in page speaks to the owner: no server setting named, axe-clean at 390 and 1280', async ({
  page,
}, testInfo) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await showServerPage(page, signInPage(content.site.brand.name))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ADMIN_COPY.signIn.title)
    await expect(page.locator('body')).not.toContainText(/\b[A-Z]+(_[A-Z]+)+\b|token/i)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath(`sign-in-${width}.png`) })
  }
})
