import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { shown, site } from './helpers/copy'

// Checked as the site checks it, the quiz's facts filled in: typed, validated content.
const { story } = shown

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim()

test.describe('Our Story', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/our-story')
  })

  test('opens with the title, the lede and the founder, and tells a long story', async ({
    page,
  }) => {
    await expect(page).toHaveTitle(story.meta.title)
    const article = page.getByRole('article', { name: story.title })
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(story.title)
    await expect(article.getByText(story.lede)).toBeVisible()
    await expect(article.getByRole('img', { name: story.author.portrait.alt })).toBeVisible()
    await expect(article.getByText(story.author.name).first()).toBeVisible()

    const prose = await article.locator('p').allInnerTexts()
    const words = normalize(prose.join(' ')).split(' ').length
    expect(words).toBeGreaterThanOrEqual(600)
  })

  test('shows every block of the story, in order', async ({ page }) => {
    const article = page.getByRole('article', { name: story.title })
    const blockTexts = new Set(story.blocks.map((block) => block.text))
    const rendered = (await article.locator('h2, p').allInnerTexts())
      .map(normalize)
      .filter((text) => blockTexts.has(text))
    expect(rendered).toEqual(story.blocks.map((block) => block.text))

    const headings = story.blocks.filter((block) => block.kind === 'heading')
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(
      headings.map((block) => block.text),
    )
    const quotes = story.blocks.filter((block) => block.kind === 'quote')
    await expect(article.locator('figure blockquote')).toHaveText(quotes.map((block) => block.text))
  })

  test('signs off as the founder', async ({ page }) => {
    const article = page.getByRole('article', { name: story.title })
    const signOff = article.getByText(story.signOff, { exact: true })
    await expect(signOff).toBeVisible()
    await expect(signOff.locator('xpath=following-sibling::*[1]')).toHaveText(story.author.name)
  })

  test('Join Our Waitlist lands on the waitlist section of the home page', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 2, name: story.cta.title })).toBeVisible()
    await expect(page.getByText(story.cta.body)).toBeVisible()
    const join = page.getByRole('link', { name: story.cta.action, exact: true })
    await expect(join).toHaveAttribute('href', '/#waitlist')

    await join.click()
    await expect(page).toHaveURL(/\/#waitlist$/)
    await expect(page.locator('#waitlist')).toBeInViewport()
  })

  test('a visitor coming from another page finds the whole story there at once', async ({
    page,
  }) => {
    // The story's words are parts of their own (src/features/story/deferred-parts.ts). The route
    // fetches them alongside the page's own code, not after it, so the page never shows first
    // and its words a moment later: seen here while the page's code is held back.
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/our-story-[\w-]+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', '')
    await page.getByRole('banner').getByRole('link', { name: site.navigation.ourStory }).click()
    const wordsParts = ['/assets/story-heading-', '/assets/story-body-']
    await expect
      .poll(() => wordsParts.every((part) => fetched.some((path) => path.startsWith(part))))
      .toBe(true)
    release()

    const article = page.getByRole('article', { name: story.title })
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(story.title)
    await expect(article.getByText(story.lede)).toBeVisible()
    const blockTexts = new Set(story.blocks.map((block) => block.text))
    const rendered = (await article.locator('h2, p').allInnerTexts())
      .map(normalize)
      .filter((text) => blockTexts.has(text))
    expect(rendered).toEqual(story.blocks.map((block) => block.text))
  })

  for (const width of [390, 1280]) {
    test(`is accessible and fits the screen at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.goto('/our-story')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBe(0)
      await expectNoAxeViolations(page)
    })
  }
})
