import { expect, type Page, test } from '@playwright/test'
import { matchPagePath } from '../../contract/site-paths.ts'
import { expectNoAxeViolations } from './helpers/axe'
import { shown } from './helpers/copy'
import { everyPictureShown, requestsToOtherHosts } from './helpers/pictures'

// Issue 35: the site's pictures are its own (the hero is the illustration, docs/decisions/0029),
// so no page asks another host for anything, and the match page and the 404 have art too.
const massage = shown.recommendations.recommendations[0]
if (!massage) throw new Error('recommendations.json lists no massage')
const MATCH_PAGE = matchPagePath(massage.key)
const NOT_FOUND = '/no-such-page'

const pageReady = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-page-ready', '', { timeout: 15_000 })

test.describe('no request to another host', () => {
  for (const path of ['/', '/quiz', '/our-story', MATCH_PAGE, NOT_FOUND]) {
    test(`${path}, read to its end`, async ({ page, baseURL }) => {
      const elsewhere = requestsToOtherHosts(page, new URL(baseURL ?? '').origin)
      await page.goto(path)
      await pageReady(page)
      await everyPictureShown(page)
      await page.keyboard.press('End')
      await expect(page.getByRole('contentinfo')).toBeInViewport()
      expect(elsewhere()).toEqual([])
    })
  }
})

/** The page's illustration: a decorative drawing, far larger than an icon. */
async function expectArt(page: Page) {
  const drawings = page.locator('main svg[aria-hidden="true"]')
  const widths = await drawings.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().width),
  )
  expect(Math.max(0, ...widths), 'an illustration at least 120 px wide').toBeGreaterThanOrEqual(120)
}

for (const width of [390, 1280]) {
  test.describe(`art at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } })

    test('the match page shows its illustration, hidden from screen readers, axe-clean', async ({
      page,
    }) => {
      await page.goto(MATCH_PAGE)
      await pageReady(page)
      await expectArt(page)
      await expectNoAxeViolations(page)
    })

    test('the 404 shows its illustration, hidden from screen readers, axe-clean', async ({
      page,
    }) => {
      await page.goto(NOT_FOUND)
      await pageReady(page)
      await expectArt(page)
      await expectNoAxeViolations(page)
    })
  })
}
