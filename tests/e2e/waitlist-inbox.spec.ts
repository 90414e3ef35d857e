import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { fieldLabel, withBrand } from './helpers/copy'
import {
  checkInbox,
  fillWaitlist,
  notYou,
  submitButton,
  uniqueEmail,
  waitForWaitlist,
  waitlistCopy,
} from './helpers/waitlist'
import { rowsOnceThereAre } from './helpers/waitlist-server'
import { SERVER_SITE } from './servers/test-sites'

// Issue 33, the visitor's side of the waitlist, against the site's own server (`npm run serve`):
// a sign-up ends on "check your inbox", and "already on the list" comes from this browser alone.
test.use({ baseURL: SERVER_SITE })

const textBox = (page: Page, name: string) =>
  page.locator('#waitlist').getByRole('textbox', { name: fieldLabel('waitlist', name) })

async function openWaitlist(page: Page) {
  await page.goto('/#waitlist')
  return waitForWaitlist(page)
}

test.describe('after a sign-up', () => {
  for (const width of [390, 1280]) {
    test(`keyboard only at ${width} px: the confirmation keeps its words and asks to check the inbox`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 844 })
      const email = uniqueEmail(testInfo, `inbox-${width}`)
      await openWaitlist(page)
      await page.keyboard.press('Tab')
      await expect(textBox(page, 'name')).toBeFocused()
      await page.keyboard.type('Ana')
      await page.keyboard.press('Tab')
      await expect(textBox(page, 'email')).toBeFocused()
      await page.keyboard.type(email)
      await page.keyboard.press('Enter')

      const heading = page.getByRole('heading', { name: waitlistCopy.confirmationTitle })
      await expect(heading).toBeFocused()
      await expect(page.getByText(withBrand(waitlistCopy.confirmation.body))).toBeVisible()
      await expect(page.getByText(checkInbox(email))).toBeVisible()
      await rowsOnceThereAre(email, 1)
      await expectNoAxeViolations(page)
      await page.locator('#waitlist').screenshot({
        path: testInfo.outputPath(`check-inbox-${width}.png`),
      })
    })
  }

  test('the same email again in the same browser is "already on the list", with no inbox to check', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'inbox-twice')
    await openWaitlist(page)
    await fillWaitlist(page, { name: 'Ana', email })
    await submitButton(page).click()
    await expect(page.getByText(checkInbox(email))).toBeVisible()

    await page.reload()
    await waitForWaitlist(page)
    await notYou(page)
    await fillWaitlist(page, { name: 'Ana', email })
    await submitButton(page).click()
    await expect(page.getByRole('heading', { name: waitlistCopy.alreadyTitle })).toBeFocused()
    await expect(page.getByText(checkInbox(email))).toHaveCount(0)
  })
})
