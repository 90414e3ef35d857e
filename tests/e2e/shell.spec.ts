import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'

test.describe('header', () => {
  test('logo, Take Quiz and Our Story lead where they say', async ({ page }) => {
    await page.goto('/our-story')
    const header = page.getByRole('banner')
    await header.getByRole('link', { name: 'Take Quiz' }).click()
    await expect(page).toHaveURL(/\/quiz$/)
    await expect(page).toHaveTitle('Know Your Massage Quiz — Restwell')
    await header.getByRole('link', { name: 'Our Story' }).click()
    await expect(page).toHaveURL(/\/our-story$/)
    await header.getByRole('link', { name: 'Restwell home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('Join Waitlist scrolls to the waitlist section from another page', async ({ page }) => {
    await page.goto('/quiz')
    await page.getByRole('banner').getByRole('link', { name: 'Join Waitlist' }).click()
    await expect(page).toHaveURL(/\/#waitlist$/)
    await expect(page.locator('#waitlist')).toBeInViewport()
  })

  test('Join Waitlist, hovered a moment before the click, still lands on the waitlist', async ({
    page,
  }) => {
    await page.goto('/quiz')
    await expect(page.getByRole('banner').locator('[data-awaits-app]')).toHaveCount(0)
    const link = page.getByRole('banner').getByRole('link', { name: 'Join Waitlist' })
    await link.hover()
    // A visitor lingers: the router preloads the home page meanwhile.
    await page.waitForTimeout(500)
    await link.click()
    await expect(page).toHaveURL(/\/#waitlist$/)
    await expect(page.locator('#waitlist')).toBeInViewport()
  })

  test('a first load of /#waitlist lands on the waitlist section', async ({ page }) => {
    await page.goto('/#waitlist')
    await expect(page.locator('#waitlist')).toBeInViewport()
  })

  test('the skip link jumps past the header', async ({ page }) => {
    await page.goto('/')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeAttached()
    await page.keyboard.press('Tab')
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })
})

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens and closes with its toggle', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: /menu/i })
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Take Quiz' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Our Story' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Join Waitlist' })).toBeVisible()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
  })

  test('closes on navigation', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: /menu/i })
    await toggle.click()
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Our Story' })
      .click()
    await expect(page).toHaveURL(/\/our-story$/)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  })

  test('a tap on the toggle before the app has started opens the menu once it has', async ({
    page,
  }) => {
    let startApp = () => {}
    const appMayStart = new Promise<void>((resolve) => {
      startApp = resolve
    })
    await page.route('**/assets/*.js', async (route) => {
      await appMayStart
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'commit' })
    const toggle = page.getByRole('button', { name: /menu/i })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    startApp()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible()
  })

  test('closes on Escape and gives focus back to the toggle', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: /menu/i })
    await toggle.click()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })
})

test.describe('footer', () => {
  test('quick links, contact and the 2024 copyright', async ({ page }) => {
    await page.goto('/our-story')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Know Your Massage Quiz' })).toHaveAttribute(
      'href',
      '/quiz',
    )
    await expect(footer.getByRole('link', { name: 'Our Story' })).toHaveAttribute(
      'href',
      '/our-story',
    )
    await expect(footer.getByRole('link', { name: 'Join Waitlist' })).toHaveAttribute(
      'href',
      '/#waitlist',
    )
    await expect(footer.getByRole('link', { name: /555/ })).toHaveAttribute('href', /^tel:\+1/)
    await expect(footer.locator('address')).toContainText('Portland')
    await expect(footer).toContainText('© 2024')
    await footer.getByRole('link', { name: 'Know Your Massage Quiz' }).click()
    await expect(page).toHaveURL(/\/quiz$/)
  })
})

test.describe('404', () => {
  test('shows the page, logs the path and links home', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/massage/nowhere')
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await expect(page).toHaveTitle('Page not found — Restwell')
    // The path is logged once the page's code runs, a moment after the prerendered page shows.
    await expect.poll(() => errors.some((text) => text.includes('/massage/nowhere'))).toBe(true)
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Return to home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
