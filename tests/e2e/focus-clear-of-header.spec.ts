import { expect, test } from '@playwright/test'
import { submitLabel } from './helpers/copy'
import { openWaitlist } from './helpers/waitlist'

test.use({ viewport: { width: 390, height: 844 } })

test('an error that moves focus brings the field’s label out from under the sticky header', async ({
  page,
}) => {
  const form = await openWaitlist(page)
  const firstField = form.locator('input, select, textarea').first()
  // Scrolled so the field shows just under the header and its label is hidden behind it.
  await firstField.evaluate((field) => {
    const header = document.querySelector('header.sticky')?.getBoundingClientRect().bottom ?? 0
    document.documentElement.style.scrollBehavior = 'auto'
    scrollBy(0, field.getBoundingClientRect().top - header - 2)
  })
  await form.getByRole('button', { name: submitLabel('waitlist') }).click()
  await expect(firstField).toBeFocused()
  await expect
    .poll(() =>
      firstField.evaluate((field) => {
        const header = document.querySelector('header.sticky')?.getBoundingClientRect().bottom ?? 0
        const label = field.id ? document.querySelector(`label[for="${field.id}"]`) : null
        return (label?.getBoundingClientRect().top ?? -1) >= header
      }),
    )
    .toBe(true)
})
