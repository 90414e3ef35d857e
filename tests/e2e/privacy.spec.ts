import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { shown } from './helpers/copy'

// Checked as the site checks it: typed, validated content, never the wording written out here.
const { privacy, site } = shown
const parts = [
  privacy.kept,
  privacy.why,
  privacy.counting,
  privacy.howLong,
  privacy.leaving,
  privacy.contact,
]

async function expectTheNotice(page: Page) {
  const article = page.getByRole('article', { name: privacy.title })
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(privacy.title)
  await expect(article.getByText(privacy.lede)).toBeVisible()
  await expect(article.getByText(privacy.updated)).toBeVisible()
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(
    parts.map((part) => part.heading),
  )
  for (const part of parts) {
    const section = article.getByRole('region', { name: part.heading })
    for (const paragraph of part.paragraphs)
      await expect(section.getByText(paragraph)).toBeVisible()
  }
  const contact = article.getByRole('region', { name: privacy.contact.heading })
  await expect(contact.getByRole('link', { name: site.footer.phone.label })).toHaveAttribute(
    'href',
    site.footer.phone.href,
  )
}

test.describe('the privacy page', () => {
  test('says what is kept, why, for how long, how to leave and who to ask', async ({ page }) => {
    const response = await page.goto('/privacy')
    expect(response?.status(), 'a page of its own, not the 404 page').toBe(200)
    await expect(page).toHaveTitle(privacy.meta.title)
    await expectTheNotice(page)
  })

  test('the footer of every page links to it, by keyboard too', async ({ page }) => {
    await page.goto('/our-story')
    const link = page.getByRole('contentinfo').getByRole('link', { name: site.footer.privacyLink })
    await expect(link).toHaveAttribute('href', '/privacy')
    await link.focus()
    await expect(link).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.title)
  })

  test('is in the sitemap', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${new URL('/privacy', baseURL).href}</loc>`)
  })

  for (const width of [390, 1280]) {
    test(`is accessible and fits the screen at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.goto('/privacy')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.title)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBe(0)
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('the privacy page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('arrives whole as prerendered HTML, and the footer links to it', async ({ page }) => {
    await page.goto('/')
    const link = page.getByRole('contentinfo').getByRole('link', { name: site.footer.privacyLink })
    await link.click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expectTheNotice(page)
  })
})
