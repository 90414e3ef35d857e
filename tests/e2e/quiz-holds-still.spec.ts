import { expect, type Page, test } from '@playwright/test'
import { quiz } from './helpers/copy'
import { choose, expectQuestion, firstValue, nextButton } from './helpers/quiz'

/** Where the card's top, Next's top and the footer's top stand on the page, scrolled to its top. */
async function placesOnPage(page: Page) {
  await page.evaluate(() => scrollTo(0, 0))
  return page.evaluate(() => {
    const topOf = (selector: string) =>
      document.querySelector(selector)?.getBoundingClientRect().top ?? Number.NaN
    const next = document.querySelector('[data-quiz-card] button[type="submit"]')
    return {
      card: topOf('[data-quiz-card]'),
      next: next?.getBoundingClientRect().top ?? Number.NaN,
      footer: topOf('footer'),
    }
  })
}

const spread = (values: number[]) => Math.max(...values) - Math.min(...values)

// Issue 35: from question to question the card, its Next button and the footer below hold still,
// and the card and the footer stay where they are on the email step, the quiz's last step.
for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
])
  test(`at ${width}×${height}, the card's top, Next and the footer hold still through the questions and the email step`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await page.goto('/quiz')
    const card = page.locator('[data-quiz-card]')
    const seen: { card: number; next: number; footer: number }[] = []
    for (const [index, question] of quiz.questions.entries()) {
      await expectQuestion(page, index + 1)
      // Once the step has glided in.
      await expect(card).not.toHaveCSS('transform', /matrix/)
      seen.push(await placesOnPage(page))
      await choose(page, question.id, [firstValue(question)])
      await nextButton(page).click()
    }
    const of = (key: 'card' | 'next' | 'footer') => seen.map((places) => Math.round(places[key]))
    expect(spread(of('card')), `the card's tops: ${of('card').join(', ')}`).toBeLessThanOrEqual(8)
    expect(spread(of('next')), `Next's tops: ${of('next').join(', ')}`).toBeLessThanOrEqual(8)
    expect(spread(of('footer')), `the footer's tops: ${of('footer').join(', ')}`).toBe(0)

    await expect(page.getByRole('heading', { name: quiz.emailStep.title })).toBeVisible()
    await expect(card).not.toHaveCSS('transform', /matrix/)
    const emailStep = await placesOnPage(page)
    expect(Math.round(emailStep.card), "the email step's card top").toBe(of('card')[0])
    expect(Math.round(emailStep.footer), "the footer's top on the email step").toBe(of('footer')[0])
  })
