import { expect, test } from '@playwright/test'
import { shown } from './helpers/copy'
import { expectQuestion, option } from './helpers/quiz'

// Each answer's tile shows what quiz.json asks for: a drawn line icon, or an emoji if a
// maintainer chose one. Colour emoji are empty boxes where no emoji font is installed.
const { questions } = shown.quiz
const EMOJI = /\p{Extended_Pictographic}/u

test('each answer shows its icon as a hidden SVG, and an emoji only where content asks for one', async ({
  page,
}) => {
  for (const [index, question] of questions.entries()) {
    const earlier = questions
      .slice(0, index)
      .map((asked) => `${asked.id}-${asked.options[0]?.value}`)
      .join('_')
    await page.goto(earlier ? `/quiz?step=${index + 1}&a=${earlier}` : '/quiz')
    await expectQuestion(page, index + 1)
    for (const answer of question.options) {
      const card = page.locator('label').filter({ has: option(page, question.id, answer.value) })
      const tile = card.locator('[data-option-icon]')
      if (answer.icon) {
        await expect(tile).toHaveAttribute('aria-hidden', 'true')
        await expect(tile.locator('svg')).toHaveAttribute('aria-hidden', 'true')
        await expect(card).not.toHaveText(EMOJI)
      } else if (answer.emoji) {
        await expect(tile).toHaveText(answer.emoji)
      } else {
        await expect(tile).toHaveCount(0)
      }
    }
  }
})
