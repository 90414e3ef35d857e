import { expect, type Page, test } from '@playwright/test'
import { fieldLabel, quiz } from './helpers/copy'
import { CALM_RUN, completeQuiz } from './helpers/quiz'
import { waitlistCopy } from './helpers/waitlist'

const { result } = quiz

const calm = CALM_RUN

const waitlistBox = (page: Page, name: string) =>
  page.getByRole('textbox', { name: fieldLabel('waitlist', name) })

test.describe('the result leads somewhere', () => {
  test('its main action opens the waitlist with the quiz’s email filled in, never in the URL', async ({
    page,
  }) => {
    const visited: string[] = []
    page.on('framenavigated', (frame) => visited.push(frame.url()))
    await completeQuiz(page, calm, 'ana@example.com')

    await page.getByRole('link', { name: result.join }).click()
    await expect(page).toHaveURL(/\/#waitlist$/)
    await expect(waitlistBox(page, 'email')).toHaveValue('ana@example.com')
    // The one field left is ready for typing.
    await expect(waitlistBox(page, 'name')).toBeFocused()
    await page.keyboard.type('Ana')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: waitlistCopy.confirmationTitle })).toBeFocused()

    for (const url of [...visited, page.url()]) expect(url).not.toContain('ana')
  })

  test('Retake forgets the email: the waitlist starts empty afterwards', async ({ page }) => {
    await completeQuiz(page, calm, 'ana@example.com')
    await page.getByRole('link', { name: result.join }).click()
    await expect(waitlistBox(page, 'email')).toHaveValue('ana@example.com')
    await page.goBack()
    await page.getByRole('button', { name: result.retake }).click()

    // The header's own link to the waitlist.
    await page.locator('header a[href="/#waitlist"]').first().click()
    await expect(waitlistBox(page, 'name')).toBeVisible()
    await expect(waitlistBox(page, 'email')).toHaveValue('')
  })

  test('Get Matched is a line of text that says when matching opens, not a control that does nothing', async ({
    page,
  }) => {
    await completeQuiz(page, calm)
    await expect(page.getByText(result.getMatched, { exact: true })).toBeVisible()
    await expect(page.getByText(result.getMatchedNote, { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: result.getMatched })).toHaveCount(0)
    await expect(page.getByRole('link', { name: result.getMatched })).toHaveCount(0)
  })
})

for (const width of [390, 1280]) {
  test.describe(`the result's actions at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('sit in the card, even in weight, Get Matched on one line', async ({ page }) => {
      await completeQuiz(page, calm)
      // Measured once the step has glided in: boxes read one by one mid-glide differ.
      await page
        .locator('[data-quiz-card]')
        .evaluate((card) => Promise.all(card.getAnimations().map((glide) => glide.finished)))
      const card = await page.locator('[data-quiz-card]').boundingBox()
      const join = await page.getByRole('link', { name: result.join }).boundingBox()
      const retake = await page.getByRole('button', { name: result.retake }).boundingBox()
      const getMatched = page.getByText(result.getMatched, { exact: true })
      const matched = await getMatched.boundingBox()
      if (!card || !join || !retake || !matched) throw new Error('an action is not rendered')

      for (const box of [join, retake, matched]) {
        expect(box.x).toBeGreaterThanOrEqual(card.x)
        expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width)
      }
      expect(Math.abs(join.width - retake.width)).toBeLessThanOrEqual(1)
      expect(Math.abs(join.height - retake.height)).toBeLessThanOrEqual(1)
      if (width >= 640) expect(Math.abs(join.y - retake.y)).toBeLessThanOrEqual(1)
      else expect(Math.abs(join.x - retake.x)).toBeLessThanOrEqual(1)

      const lines = await getMatched.evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
        return tops.size
      })
      expect(lines, 'Get Matched wraps').toBe(1)
    })
  })
}
