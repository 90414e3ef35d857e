import { expect, test } from '@playwright/test'
import { quiz } from './helpers/copy'
import { nextButton } from './helpers/quiz'

/** What a press can change in a button's look. */
async function look(page: import('@playwright/test').Page) {
  return nextButton(page).evaluate((button) => {
    const style = getComputedStyle(button)
    return `${style.backgroundColor} ${style.transform} ${style.boxShadow}`
  })
}

test('a button looks pressed while the mouse holds it down, once the page has loaded', async ({
  page,
}) => {
  await page.goto('/quiz')
  await page.getByText(quiz.questions[0]?.options[0]?.label ?? '', { exact: true }).click()
  await expect(nextButton(page)).toBeEnabled()
  await nextButton(page).hover()
  const atRest = await look(page)
  await page.mouse.down()
  expect(await look(page)).not.toBe(atRest)
  await page.mouse.up()
})
