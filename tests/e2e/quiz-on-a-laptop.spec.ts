import { expect, test } from '@playwright/test'
import { quiz } from './helpers/copy'
import { choose, expectQuestion, nextButton } from './helpers/quiz'

// Issue 22: on a laptop every question fits the window with its buttons, and the question card
// keeps its place from one question to the next.
for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
])
  test(`at ${width}×${height}, Next is in view on every question and the card holds its place`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await page.goto('/quiz')
    const card = page.locator('[data-quiz-card]')
    const tops: number[] = []
    for (const [index, question] of quiz.questions.entries()) {
      await expectQuestion(page, index + 1)
      // Once the step has glided in.
      await expect(card).not.toHaveCSS('transform', /matrix/)
      const next = await nextButton(page).boundingBox()
      expect(next, `Next on question ${index + 1}`).not.toBeNull()
      expect(
        (next?.y ?? 0) + (next?.height ?? 0),
        `Next's bottom on question ${index + 1}`,
      ).toBeLessThanOrEqual(height)
      tops.push((await card.boundingBox())?.y ?? Number.NaN)
      await choose(page, question.id, [question.options[0]?.value ?? ''])
      await nextButton(page).click()
    }
    expect(
      Math.max(...tops) - Math.min(...tops),
      `the card's tops: ${tops.join(', ')}`,
    ).toBeLessThanOrEqual(24)
  })
