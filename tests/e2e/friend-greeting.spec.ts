import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { home } from './helpers/copy'

// Issue 46: a friend who arrives by a personal link (/?ref=<code>) is greeted near the first call
// to join, for the rest of the visit; a plain visit, or a malformed code, shows nothing.
const greeting = (page: Page) => page.getByText(home.hero.friendGreeting)
const joinButton = (page: Page) =>
  page.getByRole('main').getByRole('link', { name: home.hero.primaryAction }).first()

test.describe('the friend’s greeting', () => {
  for (const width of [390, 1280]) {
    test(`arriving by a personal link at ${width} px, the greeting stands by the join button, and stays through the visit`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 844 })
      await page.goto('/?ref=Friend42code')
      await expect(greeting(page)).toBeVisible()
      const line = await greeting(page).boundingBox()
      const join = await joinButton(page).boundingBox()
      expect(line && join && join.y - (line.y + line.height)).toBeLessThan(60)
      expect(line && join && join.y - (line.y + line.height)).toBeGreaterThanOrEqual(0)
      await expectNoAxeViolations(page)
      await page.screenshot({ path: testInfo.outputPath(`greeting-${width}.png`) })

      await page.goto('/our-story')
      await page.goto('/')
      await expect(greeting(page)).toBeVisible()
      await page.reload()
      await expect(greeting(page)).toBeVisible()
    })
  }

  test('a plain visit, and a malformed code, show no greeting', async ({ page }) => {
    await page.goto('/')
    await expect(joinButton(page)).toBeVisible()
    await expect(greeting(page)).toBeHidden()
    await page.goto('/?ref=%3Cb%3E')
    await expect(joinButton(page)).toBeVisible()
    await expect(greeting(page)).toBeHidden()
  })
})
