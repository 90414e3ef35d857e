import { expect, type Page, test } from '@playwright/test'
import { REFERRAL_CODE } from '../../contract/referral-code'
import { expectNoAxeViolations } from './helpers/axe'
import { brand, fill, home, shown, withBrand } from './helpers/copy'
import {
  fillWaitlist,
  nothingLeftToSend,
  notYouButton,
  referralLinkBox,
  rememberedHeading,
  submitButton,
  uniqueEmail,
  waitForWaitlist,
  waitlistCopy,
  watchSends,
} from './helpers/waitlist'
import { rowsFor, rowsOnceThereAre } from './helpers/waitlist-server'
import { SERVER_SITE } from './servers/test-sites'

// Issue 34, the visitor's side of the personal link, against the site's own server (`npm run
// serve`, PGlite or the Postgres server at DATABASE_URL): every sign-up it takes answers with
// SITE_URL/?ref=<code>, and a friend's visit by that link carries the code into their sign-up.
test.use({ baseURL: SERVER_SITE })

const referral = waitlistCopy.referral

const confirmation = (page: Page) =>
  page.getByRole('heading', { name: waitlistCopy.confirmationTitle })
const copyButton = (page: Page) =>
  page.locator('#waitlist').getByRole('button', { name: referral.copy, exact: true })
const copiedButton = (page: Page) =>
  page.locator('#waitlist').getByRole('button', { name: referral.copied, exact: true })
const shareButton = (page: Page) =>
  page.locator('#waitlist').getByRole('button', { name: referral.share, exact: true })

/** The code of a personal link, checked to be one of this server's links. */
function codeOf(link: string): string {
  const url = new URL(link)
  expect(`${url.origin}${url.pathname}`).toBe(`${SERVER_SITE}/`)
  const code = url.searchParams.get('ref') ?? ''
  expect(code).toMatch(REFERRAL_CODE)
  return code
}

/** Joins from the home page's form, and waits for the confirmation. */
async function join(page: Page, name: string, email: string) {
  await page.goto('/#waitlist')
  await waitForWaitlist(page)
  await fillWaitlist(page, { name, email })
  await submitButton(page).click()
  await expect(confirmation(page)).toBeVisible()
}

/** Joins, and returns the personal link the thank-you state shows. */
async function joinForLink(page: Page, name: string, email: string) {
  await join(page, name, email)
  await expect(referralLinkBox(page)).toHaveValue(/\?ref=/)
  return referralLinkBox(page).inputValue()
}

test.describe('the personal link after joining', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px: it appears with the check-your-inbox line and no place in line, is the stored sign-up's own code, and Copy by keyboard puts it on the clipboard and says so`, async ({
      page,
      context,
    }, testInfo) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.setViewportSize({ width, height: 844 })
      const email = uniqueEmail(testInfo, `link-${width}`)
      const link = await joinForLink(page, 'Ana', email)
      await expect(page.getByText(fill(waitlistCopy.checkInbox, { brand, email }))).toBeVisible()
      await expect(page.getByText(referral.intro)).toBeVisible()
      const [row] = await rowsOnceThereAre(email, 1)
      expect(codeOf(link)).toBe(row?.referral_code)

      // From the focused heading, the keyboard reaches the link, then Copy.
      await expect(confirmation(page)).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(referralLinkBox(page)).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(copyButton(page)).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(copiedButton(page)).toBeFocused()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
      await expectNoAxeViolations(page)
      await page.locator('#waitlist').screenshot({
        path: testInfo.outputPath(`personal-link-${width}.png`),
      })
    })
  }

  test("where the phone has a share sheet, Share opens it with the link and the brand's words", async ({
    page,
  }, testInfo) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = []
      Object.defineProperty(window, 'sharedCalls', { value: calls })
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          calls.push(data)
        },
      })
    })
    const link = await joinForLink(page, 'Ana', uniqueEmail(testInfo, 'share'))
    await shareButton(page).click()
    await expect
      .poll(() => page.evaluate(() => Reflect.get(window, 'sharedCalls')))
      .toEqual([
        { url: link, title: withBrand(referral.shareTitle), text: withBrand(referral.shareText) },
      ])
  })

  test('without a share sheet there is no Share button, and a clipboard the browser refuses selects the link and says to copy it', async ({
    page,
  }, testInfo) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share')
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        get: () => ({
          writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')),
        }),
      })
    })
    const link = await joinForLink(page, 'Ana', uniqueEmail(testInfo, 'no-clipboard'))
    await expect(shareButton(page)).toHaveCount(0)
    await copyButton(page).click()
    await expect(page.getByText(referral.notCopied)).toBeVisible()
    expect(
      await referralLinkBox(page).evaluate((box: HTMLInputElement) =>
        box.value.slice(box.selectionStart ?? 0, box.selectionEnd ?? 0),
      ),
    ).toBe(link)
  })

  test('a sign-up made offline shows its link once it is delivered', async ({
    page,
    context,
  }, testInfo) => {
    watchSends(context)
    const email = uniqueEmail(testInfo, 'offline-link')
    await page.goto('/#waitlist')
    await waitForWaitlist(page)
    await context.setOffline(true)
    await fillWaitlist(page, { name: 'Ana', email })
    await submitButton(page).click()
    await expect(page.getByText(waitlistCopy.pending)).toBeVisible()
    await expect(referralLinkBox(page)).toHaveCount(0)

    await context.setOffline(false)
    await expect(referralLinkBox(page)).toHaveValue(/\?ref=/, { timeout: 15_000 })
    const [row] = await rowsOnceThereAre(email, 1)
    expect(codeOf(await referralLinkBox(page).inputValue())).toBe(row?.referral_code)
    await nothingLeftToSend(page)
    await expectNoAxeViolations(page)
  })
})

test.describe('a later visit from the browser that joined', () => {
  test('shows "You\'re on the list" with the same link; "Not you?" brings back the form, focus in its first field', async ({
    page,
  }, testInfo) => {
    const link = await joinForLink(page, 'Ana', uniqueEmail(testInfo, 'remembered-link'))
    await page.reload()
    await waitForWaitlist(page)
    await expect(rememberedHeading(page)).toBeVisible()
    await expect(referralLinkBox(page)).toHaveValue(link)
    await expect(copyButton(page)).toBeVisible()
    await expectNoAxeViolations(page)

    await notYouButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(referralLinkBox(page)).toHaveCount(0)
    await expect(page.locator('#waitlist').getByRole('textbox').first()).toBeFocused()
  })
})

test.describe('a friend who arrives by the link', () => {
  test('keeps its code through the quiz, Our Story and a reload, with no ref= in the address bar, sees nothing of its owner, and joins credited to them', async ({
    page,
    browser,
  }, testInfo) => {
    const ownerEmail = uniqueEmail(testInfo, 'owner')
    const ownerName = `Owner${testInfo.workerIndex}x${Date.now()}`
    const link = await joinForLink(page, ownerName, ownerEmail)
    const [owner] = await rowsOnceThereAre(ownerEmail, 1)

    const friendContext = await browser.newContext({ baseURL: SERVER_SITE })
    try {
      const friend = await friendContext.newPage()
      await friend.goto(`${link}&utm_source=friend`)
      // The address bar is cleaned of the code, other parameters kept.
      await expect.poll(() => new URL(friend.url()).search).toBe('?utm_source=friend')
      // The normal home page: the form, nobody's name, address or link.
      await friend.locator('#waitlist').scrollIntoViewIfNeeded()
      await waitForWaitlist(friend)
      await expect(friend.locator('#waitlist form')).toBeVisible()
      await expect(rememberedHeading(friend)).toHaveCount(0)
      const pageText = await friend.locator('body').innerText()
      for (const secret of [ownerName, ownerEmail, codeOf(link)])
        expect(pageText).not.toContain(secret)

      await friend
        .getByRole('link', { name: home.hero.secondaryAction, exact: true })
        .first()
        .click()
      await expect(friend).toHaveURL(/\/quiz/)
      await expect(friend.getByRole('heading', { level: 1, name: shown.quiz.title })).toBeVisible()
      await friend.goto('/our-story')
      await friend.reload()
      expect(friend.url()).not.toContain('ref=')

      const friendEmail = uniqueEmail(testInfo, 'friend')
      await join(friend, 'Bea', friendEmail)
      expect(friend.url()).not.toContain('ref=')
      const [row] = await rowsOnceThereAre(friendEmail, 1)
      expect(row?.referred_by).toBe(owner?.referral_code)
      expect(row?.utm).toEqual({ utm_source: 'friend' })
      // The owner's own row is credited by nobody.
      expect((await rowsFor(ownerEmail))[0]?.referred_by).toBeNull()
    } finally {
      await friendContext.close()
    }
  })
})
