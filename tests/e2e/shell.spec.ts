import { expect, test } from '@playwright/test'

test('header links lead to the quiz, the story and back home', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await header.getByRole('link', { name: 'Take Quiz' }).click()
  await expect(page).toHaveURL(/\/quiz$/)
  await header.getByRole('link', { name: 'Our Story' }).click()
  await expect(page).toHaveURL(/\/our-story$/)
  await header.getByRole('link', { name: /home/i }).click()
  await expect(page).toHaveURL(/\/$/)
})
