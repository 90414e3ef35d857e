import { expect, type Page, test } from '@playwright/test'
import { matchPagePath } from '../../contract/site-paths.ts'
import { fill, home, quiz, shown, site } from './helpers/copy'
import { expectMenu, menuToggle } from './helpers/mobile-menu'
import { expectQuestion, nextButton, option, optionLabel } from './helpers/quiz'
import { expectSameDocument, markDocument } from './helpers/same-document'
import { heldInputCarriedOut, holdScripts } from './helpers/slow-phone'
import {
  fillWaitlist,
  nothingLeftToSend,
  openWaitlist,
  receivedFor,
  storedOutbox,
  submitButton,
  uniqueEmail,
  waitlistCopy,
  watchSends,
} from './helpers/waitlist'
import { ENDPOINT_SITE } from './servers/test-sites'

// Issue 21: what a visitor does to a prerendered page before its code has arrived counts, once.

const firstQuestion = quiz.questions[0]
const firstAnswer = firstQuestion?.options[0]?.value ?? ''

test.describe('the quiz before its code runs', () => {
  test('keyboard alone (Tab to an option, Space, Tab, Enter): question 2, with question 1’s answer in the address', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto('/quiz')
    await option(page, firstQuestion?.id ?? 1, firstAnswer).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(nextButton(page)).toBeFocused()
    await page.keyboard.press('Enter')
    release()

    await expectQuestion(page, 2)
    await expect(page).toHaveURL(new RegExp(`a=${firstQuestion?.id ?? 1}-${firstAnswer}`))
    await heldInputCarriedOut(page)
    await expectQuestion(page, 2)
  })

  test('a tap on an option, then on Next: question 2', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdScripts(page)
    await page.goto('/quiz')
    await expect(nextButton(page)).toBeDisabled()
    await page.getByText(optionLabel(firstQuestion?.id ?? 1, firstAnswer), { exact: true }).click()
    // A choice lets Next look pressable at once, though its code has not arrived.
    await expect(nextButton(page)).toBeEnabled()
    await nextButton(page).click()
    release()

    await expectQuestion(page, 2)
    await heldInputCarriedOut(page)
    await expectQuestion(page, 2)
  })
})

test.describe('a press held for the code shows at once that it counted', () => {
  test('Next, tapped before the code runs, is pressed and busy until question 2 shows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdScripts(page)
    await page.goto('/quiz')
    await page.getByText(optionLabel(firstQuestion?.id ?? 1, firstAnswer), { exact: true }).click()
    await nextButton(page).click()
    // Marked in the very click, not after any wait: the code it waits for has not arrived.
    expect(await nextButton(page).getAttribute('aria-busy')).toBe('true')
    await expect(nextButton(page)).toHaveCSS('cursor', 'progress')
    release()

    await expectQuestion(page, 2)
    await heldInputCarriedOut(page)
    await expect(page.locator('button[aria-busy]')).toHaveCount(0)
  })

  test('the carousel’s next arrow, pressed before the code runs, is busy until it moves on', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdScripts(page)
    await page.goto('/')
    const carousel = page.getByRole('region', { name: home.appPreview.carouselLabel })
    await carousel.scrollIntoViewIfNeeded()
    const arrow = carousel.getByRole('button', { name: home.appPreview.nextSlide })
    await arrow.click()
    expect(await arrow.getAttribute('aria-busy')).toBe('true')
    await expect(arrow).toHaveCSS('cursor', 'progress')
    release()

    await heldInputCarriedOut(page)
    await expect(arrow).not.toHaveAttribute('aria-busy')
  })
})

test.describe('buttons pressed before the code runs act once it does', () => {
  test('the menu toggle at 390 px opens the menu at once, with no code, and once the code runs it stays open', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdScripts(page)
    await page.goto('/')
    await menuToggle(page).click()
    // The browser opens it (popovertarget): nothing waits for the code.
    await expectMenu(page, 'open')
    release()

    await heldInputCarriedOut(page)
    await expectMenu(page, 'open')
  })

  test('the carousel’s next arrow moves it on by one', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdScripts(page)
    await page.goto('/')
    const carousel = page.getByRole('region', { name: home.appPreview.carouselLabel })
    await carousel.scrollIntoViewIfNeeded()
    await carousel.getByRole('button', { name: home.appPreview.nextSlide }).click()
    release()

    const dot = (number: number) =>
      carousel.getByRole('button', { name: fill(home.appPreview.goToSlide, { number }) })
    await expect(dot(2)).toHaveAttribute('aria-current', 'true')
    await heldInputCarriedOut(page)
    await expect(dot(2)).toHaveAttribute('aria-current', 'true')
    await expect(dot(3)).not.toHaveAttribute('aria-current', 'true')
  })
})

test.describe('a press held offline', () => {
  /** The home page's carousel, whose arrows wait for the slider's code. */
  const carouselOf = (page: Page) =>
    page.getByRole('region', { name: home.appPreview.carouselLabel })

  test('says it will go through once back online; back online, it does, and the note goes', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdScripts(page)
    await page.goto('/')
    const note = page.getByText(site.heldOffline)
    await context.setOffline(true)
    const carousel = carouselOf(page)
    await carousel.scrollIntoViewIfNeeded()
    await carousel.getByRole('button', { name: home.appPreview.nextSlide }).click()
    await expect(note).toBeVisible()
    await expect(page.getByRole('status').filter({ has: note })).toHaveCount(1)

    await context.setOffline(false)
    release()
    await expect(
      carousel.getByRole('button', { name: fill(home.appPreview.goToSlide, { number: 2 }) }),
    ).toHaveAttribute('aria-current', 'true')
    await expect(note).toBeHidden()
  })

  test('online, a held press shows no note', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdScripts(page)
    await page.goto('/')
    const carousel = carouselOf(page)
    await carousel.scrollIntoViewIfNeeded()
    await carousel.getByRole('button', { name: home.appPreview.nextSlide }).click()
    await expect(page.locator('[data-click-requested]')).toHaveCount(1)
    await expect(page.getByText(site.heldOffline)).toBeHidden()
    release()
  })
})

test.describe('a sign-up sent offline before the code arrives', () => {
  test.use({ baseURL: ENDPOINT_SITE })
  test.beforeEach(({ context }) => watchSends(context))

  /** Opens the form with the page's scripts held back, fills it in and sends it offline. */
  async function joinOfflineBeforeTheCode(page: Page, email: string) {
    const release = await holdScripts(page)
    await page.goto('/#waitlist')
    await markDocument(page)
    await fillWaitlist(page, { name: 'Ana', email })
    await page.context().setOffline(true)
    await submitButton(page).click()
    return release
  }

  test('is kept and says so; back online, it is sent once, without a reload', async ({
    page,
    context,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'early-offline')
    const release = await joinOfflineBeforeTheCode(page, email)

    await expect(
      page.getByRole('status').filter({ hasText: waitlistCopy.keptOffline }),
    ).toBeVisible()
    const [kept] = await storedOutbox(page)
    expect(kept).toMatchObject({ email, state: 'pending' })
    expect(kept?.payload.fields).toMatchObject({ name: 'Ana', email })

    await context.setOffline(false)
    release()
    await expect(page.getByRole('heading', { name: waitlistCopy.confirmationTitle })).toBeVisible({
      timeout: 20_000,
    })
    await expect.poll(async () => (await receivedFor(email)).keptSignups).toBe(1)
    // Both senders have had their turn: the form's held submit, and the page's idle check for
    // sign-ups left pending.
    await nothingLeftToSend(page)
    expect(await storedOutbox(page)).toEqual([])
    const { requests } = await receivedFor(email)
    expect(requests.map((request) => request.idempotencyKey)).toEqual([
      kept?.payload.idempotencyKey,
    ])
    await expectSameDocument(page)
  })

  test('the tab closed while offline: the next visit sends it, once', async ({
    page,
    context,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'early-closed')
    await joinOfflineBeforeTheCode(page, email)
    await expect(page.getByText(waitlistCopy.keptOffline)).toBeVisible()
    await page.close()

    await context.setOffline(false)
    const nextVisit = await context.newPage()
    await nextVisit.goto('/our-story')
    await expect.poll(async () => (await receivedFor(email)).keptSignups).toBe(1)
    await nothingLeftToSend(nextVisit)
    expect((await receivedFor(email)).requests).toHaveLength(1)
    await expect.poll(() => storedOutbox(nextVisit)).toEqual([])
  })
})

test.describe('a sign-up sent before the code arrives, with an email this browser joined with', () => {
  test.use({ baseURL: ENDPOINT_SITE })
  test.beforeEach(({ context }) => watchSends(context))

  test('is "already on the list" once the code runs, and is not sent again', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'early-again')
    await openWaitlist(page)
    await fillWaitlist(page, { name: 'Ana', email })
    await submitButton(page).click()
    await expect.poll(async () => (await receivedFor(email)).keptSignups).toBe(1)
    await nothingLeftToSend(page)

    // The next visit, before its code arrives: no "You're on the list" yet, the form as prerendered.
    const release = await holdScripts(page)
    await page.reload()
    await fillWaitlist(page, { name: 'Ana', email: email.toUpperCase() })
    await submitButton(page).click()
    release()

    await expect(page.getByRole('heading', { name: waitlistCopy.alreadyTitle })).toBeVisible({
      timeout: 20_000,
    })
    await nothingLeftToSend(page)
    expect((await receivedFor(email)).requests).toHaveLength(1)
    expect(await storedOutbox(page)).toEqual([])
  })
})

test.describe('every button of a prerendered page', () => {
  test.use({ javaScriptEnabled: false })

  const aMatchPage = matchPagePath(shown.recommendations.recommendations[0]?.key ?? '')
  for (const path of ['/', '/quiz', '/our-story', aMatchPage, '/nowhere', '/waitlist/joined']) {
    test(`on ${path} is held until its code runs, acts without it (a popover's toggle), or is disabled`, async ({
      page,
    }) => {
      await page.goto(path)
      const notHeld = await page.locator('button').evaluateAll((buttons) =>
        buttons
          .filter((button) => !button.hasAttribute('disabled'))
          .filter((button) => !button.hasAttribute('popovertarget'))
          .filter((button) =>
            button.getAttribute('type') === 'submit'
              ? !button.closest('form')?.hasAttribute('data-awaits-app')
              : !button.closest('[data-awaits-app]'),
          )
          .map((button) => button.outerHTML.slice(0, 160)),
      )
      expect(notHeld).toEqual([])
      expect(await page.locator('button').count()).toBeGreaterThan(0)
    })
  }
})
