import { expect, test } from '@playwright/test'
import { ADMIN_COPY } from '../../server/admin/admin-copy'
import { type DashboardStats, dashboardNames } from '../../server/admin/dashboard-stats'
import { loadContent } from '../../server/content'
import { dashboardPage } from '../../server/pages/dashboard-page'
import { expectNoAxeViolations } from './helpers/axe'
import { showServerPage } from './helpers/waitlist-server'

// Issue 43: while the hourly ceiling on outgoing mail holds emails back, the owner's dashboard
// says so once, first. Reaching it on the shared e2e server would hold every other test's mail,
// so the page is rendered here, as the server renders it, with the ceiling reached, and shown
// with the built site's stylesheet.
test('the dashboard says first, once, that email waits for the ceiling: readable, axe-clean, and within a 320-pixel screen', async ({
  page,
}) => {
  const content = loadContent()
  const resumesAt = new Date('2026-11-27T11:00:00Z')
  const reachedAt = new Date('2026-11-27T10:42:00Z')
  // A list nobody has joined yet: the notice alone has something to say.
  const stats: DashboardStats = {
    generatedAt: reachedAt.toISOString(),
    timeZone: 'UTC',
    totals: {
      joined: 0,
      confirmed: 0,
      confirmationRate: null,
      left: 0,
      today: 0,
      yesterday: 0,
      thisWeek: 0,
      lastWeek: 0,
    },
    days: [],
    sources: [],
    matches: [],
    userTypes: [],
    topReferrers: null,
    flagged: {
      total: 0,
      byFlag: { honeypot_filled: 0, submitted_too_fast: 0, disposable_domain: 0 },
      newest: [],
    },
    newest: [],
    failedDeliveries: null,
    heldMail: {
      perHour: 500,
      reachedAt: reachedAt.toISOString(),
      resumesAt: resumesAt.toISOString(),
      waiting: 37,
    },
  }
  const shown = dashboardPage({ stats, names: dashboardNames(content) }, content.site.brand.name)
  await page.setViewportSize({ width: 320, height: 800 })
  await showServerPage(page, shown)

  const headings = page.getByRole('heading', { level: 2 })
  await expect(headings.first()).toHaveText(ADMIN_COPY.heldMail.heading('11:00'))
  await expect(page.getByText(ADMIN_COPY.heldMail.raise)).toHaveCount(1)
  await expect(page.getByText(ADMIN_COPY.heldMail.body(500, '10:42', 37, '11:00'))).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
  await expectNoAxeViolations(page)
})
