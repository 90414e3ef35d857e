import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { recommend } from '@schemas/rule-engine.ts'
import { matchPagePath, shareCardPath } from '../../contract/site-paths.ts'
import { pngSize } from '../../scripts/share-cards.ts'
import { expectNoAxeViolations } from './helpers/axe'
import { fill, shown } from './helpers/copy'
import { answersParam, completeQuiz, type QuizRun, runAnswers } from './helpers/quiz'

// Issue 24: every massage has a page of its own (/match/<key>) with a share card, and the quiz
// result shares that page, never the visitor's answers.
const DIST = process.env.E2E_DIST ?? 'dist'
const { matchPage, share, result } = shown.quiz
const massages = shown.recommendations.recommendations

/** Text as it appears in HTML source: React escapes these characters. */
const inHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

test.describe("every massage's own page", () => {
  for (const massage of massages) {
    const path = matchPagePath(massage.key)

    test(`${path} is prerendered with its name, description, title and link-preview tags`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      const title = fill(matchPage.metaTitle, { match: massage.name })
      expect(html).toMatch(new RegExp(`<h1[^>]*>${inHtml(massage.name)}</h1>`))
      expect(html).toContain(inHtml(massage.description))
      expect(html).toContain(`<title>${inHtml(title)}</title>`)
      expect(html).toContain(`<meta name="description" content="${inHtml(massage.description)}"/>`)
      expect(html).toContain(`<link rel="canonical" href="${new URL(path, baseURL).href}"/>`)
      expect(html).toContain(`<meta property="og:title" content="${inHtml(title)}"/>`)
      const card = new URL(shareCardPath(massage.key), baseURL).href
      expect(html).toContain(`<meta property="og:image" content="${card}"/>`)
      expect(html).toContain(`<meta name="twitter:image" content="${card}"/>`)
    })
  }

  test('its share card is a 1200 × 630 PNG of its own, different for each massage', async ({
    request,
  }) => {
    const cards = new Set<string>()
    for (const massage of massages) {
      const response = await request.get(shareCardPath(massage.key))
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('image/png')
      const png = await response.body()
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
      cards.add(png.toString('base64'))
    }
    expect(cards.size).toBe(massages.length)
  })

  test('they are in the sitemap', () => {
    const sitemap = readFileSync(`${DIST}/sitemap.xml`, 'utf8')
    for (const massage of massages) expect(sitemap).toContain(`${matchPagePath(massage.key)}</loc>`)
  })

  test('reads whole without JavaScript, its two ways on plain links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const [massage] = massages
    if (!massage) throw new Error('the content has no massage')
    await page.goto(matchPagePath(massage.key))
    await expect(page.getByRole('heading', { level: 1, name: massage.name })).toBeVisible()
    await expect(page.getByText(massage.description)).toBeVisible()
    for (const benefit of massage.benefits) await expect(page.getByText(benefit)).toBeVisible()
    // The header names the same actions, alike where content gives them one name (decision 0035).
    const article = page.getByRole('article')
    await expect(article.getByRole('link', { name: matchPage.takeQuiz })).toHaveAttribute(
      'href',
      '/quiz',
    )
    await expect(article.getByRole('link', { name: matchPage.join })).toHaveAttribute(
      'href',
      '/#waitlist',
    )
    await context.close()
  })

  for (const width of [390, 1280])
    test(`is clean under axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      const [massage] = massages
      if (!massage) throw new Error('the content has no massage')
      await page.goto(matchPagePath(massage.key))
      await expect(page.locator('html')).toHaveAttribute('data-page-ready', '')
      await expectNoAxeViolations(page)
    })

  test('an unknown massage is the 404 page', async ({ request }) => {
    const response = await request.get(matchPagePath('no-such-massage'))
    expect(response.status()).toBe(404)
  })
})

/** A quiz run and the massage the rules give it. */
const RUN: QuizRun = {
  goal: 'relaxation',
  pain: 'mild',
  pressure: 'medium',
  experience: 'never',
  areas: ['back'],
}
const matched = massages.find(
  ({ key }) =>
    key ===
    recommend(
      shown.rules,
      Object.fromEntries(runAnswers(RUN).map(([id, values]) => [String(id), [...values]])),
    ).key,
)

function shareButton(page: Page) {
  return page.getByRole('button', { name: share.button })
}

test.describe('"Share my match" on the quiz result', () => {
  if (!matched) throw new Error('the rules recommend a massage the content does not have')

  test("opens the phone's share sheet with the massage's page, and none of the answers", async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = []
      Object.defineProperty(window, 'sharedCalls', { value: calls })
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          calls.push(data)
        },
      })
    })
    await completeQuiz(page, RUN)
    await shareButton(page).click()
    await expect
      .poll(() => page.evaluate(() => Reflect.get(window, 'sharedCalls')))
      .toEqual([
        {
          url: new URL(matchPagePath(matched.key), baseURL).href,
          title: fill(share.title, { match: matched.name }),
          text: fill(share.text, { match: matched.name }),
        },
      ])
  })

  test('without a share sheet, copies the link and says so in a toast', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share')
    })
    await completeQuiz(page, RUN)
    await shareButton(page).click()
    await expect(page.getByText(share.copied.title, { exact: true })).toBeVisible()
    await expect(
      page.getByText(fill(share.copied.description, { match: matched.name }), { exact: true }),
    ).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(matchPagePath(matched.key), baseURL).href,
    )
  })

  test('is not offered on a result someone shared as a link', async ({ page }) => {
    await page.goto(`/quiz?step=result&a=${answersParam(RUN)}`)
    await expect(page.getByText(result.sharedNotice)).toBeVisible()
    await expect(shareButton(page)).toHaveCount(0)
  })
})
