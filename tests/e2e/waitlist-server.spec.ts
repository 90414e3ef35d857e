import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { OWN_RESULT_PARAM } from '../../contract/own-result-link'
import { CONFIRM_PATH, STATUS_PATH } from '../../server/mail/mail-links'
import { expectNoAxeViolations } from './helpers/axe'
import {
  answerReason,
  brand,
  containing,
  emails,
  fieldLabel,
  fill,
  invalidMessage,
  massageName,
  messages,
  quiz,
  reasonFor,
  withBrand,
} from './helpers/copy'
import { waitForMark } from './helpers/page-marks'
import {
  answerAll,
  answersParam,
  CALM_MATCH,
  CALM_RUN,
  completeQuiz,
  emailBox,
  expectedMatch,
  type QuizRun,
  seeResultsButton,
} from './helpers/quiz'
import {
  checkInbox,
  fillWaitlist,
  HUMAN_FILL_MS,
  nothingLeftToSend,
  submitButton,
  uniqueEmail,
  waitForWaitlist,
  waitlistCopy,
  watchSends,
} from './helpers/waitlist'
import {
  linkIn,
  mailOnceThereIs,
  ownWaitlistServer,
  rowsFor,
  rowsOnceThereAre,
} from './helpers/waitlist-server'
import { RESTARTED_SERVER_PORT, SERVER_SITE } from './servers/test-sites'

// The site with its own endpoint, as `npm run serve` runs it: every sign-up goes through the real
// server into its database (PGlite, or the Postgres server at DATABASE_URL).
test.use({ baseURL: SERVER_SITE })

const linkPages = emails.pages

const confirmation = (page: Page) =>
  page.getByRole('heading', { name: waitlistCopy.confirmationTitle })

/** The form's "I am a…" choice, by its label: a maintainer may add selects of their own. */
const userTypeSelect = (page: Page) =>
  page.locator('#waitlist').getByRole('combobox', { name: fieldLabel('waitlist', 'userType') })

async function openWaitlistAt(page: Page, address: string) {
  await page.goto(address)
  return waitForWaitlist(page)
}

test.describe('the waitlist server', () => {
  test('a sign-up arrives as one row with every field, its source and its flags', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'stored')
    await openWaitlistAt(page, '/?utm_source=newsletter&utm_campaign=launch#waitlist')
    await fillWaitlist(page, { name: 'Ana', email })
    await userTypeSelect(page).selectOption('therapist')
    // Slower than a script: the too-fast flag stays down.
    await page.waitForTimeout(HUMAN_FILL_MS)
    await submitButton(page).click()
    await expect(confirmation(page)).toBeVisible()

    const [row] = await rowsOnceThereAre(email, 1)
    expect(row).toMatchObject({
      fields: { name: 'Ana', email, userType: 'therapist' },
      utm: { utm_source: 'newsletter', utm_campaign: 'launch' },
      referrer: '',
      landing_path: '/',
      honeypot_filled: false,
      submitted_too_fast: false,
      quiz_match: null,
    })
  })

  // Issue 33, no oracle: the server answers every address alike, so only this browser's own
  // outbox may say "already"; another browser sees what a new address sees.
  test('the same email from another browser (other case, spaces) sees the same check-your-inbox state, never "already", and stays one row', async ({
    page,
    browser,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'twice')
    await openWaitlistAt(page, '/#waitlist')
    await fillWaitlist(page, { name: 'Ana', email })
    await submitButton(page).click()
    await expect(confirmation(page)).toBeVisible()
    await rowsOnceThereAre(email, 1)

    const other = await browser.newContext({ baseURL: SERVER_SITE })
    const otherPage = await other.newPage()
    await openWaitlistAt(otherPage, '/#waitlist')
    await fillWaitlist(otherPage, { name: 'Ana', email: `  ${email.toUpperCase()} ` })
    await submitButton(otherPage).click()
    await expect(confirmation(otherPage)).toBeVisible()
    await expect(otherPage.getByText(checkInbox(email.toUpperCase()))).toBeVisible()
    await expect(otherPage.getByRole('heading', { name: waitlistCopy.alreadyTitle })).toHaveCount(0)
    await other.close()
    expect(await rowsFor(email)).toHaveLength(1)
  })

  test('a sign-up gets a confirmation email whose link opens a page whose button confirms the address and shows its place in line, as the “You’re confirmed” email’s link does later', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'confirmed')
    await openWaitlistAt(page, '/#waitlist')
    await fillWaitlist(page, { name: 'Ana', email })
    // Slower than a script: a sign-up flagged as too fast gets no email.
    await page.waitForTimeout(HUMAN_FILL_MS)
    await submitButton(page).click()
    await expect(confirmation(page)).toBeVisible()

    const [message] = await mailOnceThereIs(email)
    expect(message?.subject).toBe(withBrand(emails.confirm.subject))
    await page.goto(linkIn(message, CONFIRM_PATH))
    await expect(
      page.getByRole('heading', { level: 1, name: withBrand(linkPages.confirm.title) }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    // Opening the link (a mail scanner does) confirms nothing: the button does.
    expect((await rowsFor(email))[0]?.confirmed_at).toBeNull()
    await page.getByRole('button', { name: withBrand(linkPages.confirm.button) }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: withBrand(linkPages.confirmed.title) }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    const [row] = await rowsFor(email)
    expect(row?.confirmed_at).not.toBeNull()

    // Issue 34: the place in line, the personal link to share, and no friends yet.
    const place = fill(emails.referrals.position, { brand, position: row?.position ?? 0 })
    await expect(page.getByText(place)).toBeVisible()
    const personalLink = page.getByRole('link', {
      name: `/?ref=${row?.referral_code}`,
      exact: false,
    })
    await expect(personalLink).toHaveAttribute('href', new RegExp(`/\\?ref=${row?.referral_code}$`))
    await expect(page.getByText(withBrand(emails.referrals.friendsJoined.none))).toBeVisible()

    // The “You’re confirmed” email's button shows the same place at a later visit.
    const [, confirmed] = await mailOnceThereIs(email, 2)
    expect(confirmed?.subject).toBe(withBrand(emails.confirmed.subject))
    await page.goto(linkIn(confirmed, STATUS_PATH))
    await expect(
      page.getByRole('heading', { level: 1, name: withBrand(linkPages.status.title) }),
    ).toBeVisible()
    await expect(page.getByText(place)).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('offline, then online: one row', async ({ page, context }, testInfo) => {
    watchSends(context)
    const email = uniqueEmail(testInfo, 'offline')
    await openWaitlistAt(page, '/#waitlist')
    await context.setOffline(true)
    await fillWaitlist(page, { name: 'Ana', email })
    await submitButton(page).click()
    await expect(page.getByText(waitlistCopy.pending)).toBeVisible()
    expect(await rowsFor(email)).toHaveLength(0)

    await context.setOffline(false)
    await expect(page.getByText(waitlistCopy.pending)).toBeHidden({ timeout: 15_000 })
    // Sent with the key it was saved with: a second key would have been told "already".
    await expect(confirmation(page)).toBeVisible()
    await rowsOnceThereAre(email, 1)
    await nothingLeftToSend(page)
    expect(await rowsFor(email)).toHaveLength(1)
  })

  test('the server stopped while a sign-up retries, then started again: one row', async ({
    page,
  }, testInfo) => {
    // Back within the tries (about 7 s) it is sent by them; later, by the open page's next
    // round (15 s after they ran out): either way without a reload.
    // Two starts of a server of its own (up to 60 s each on a loaded machine) and the tries.
    test.setTimeout(180_000)
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'restwell-e2e-')), 'waitlist')
    const server = ownWaitlistServer(RESTARTED_SERVER_PORT + testInfo.workerIndex * 10, dataDir)
    await server.start()
    try {
      const email = uniqueEmail(testInfo, 'restart')
      await openWaitlistAt(page, `${server.origin}/#waitlist`)
      await fillWaitlist(page, { name: 'Ana', email })
      await server.stop()
      await submitButton(page).click()
      // Connection refused, online: safe on this device, and being sent.
      await expect(page.getByText(waitlistCopy.sending)).toBeVisible()
      await server.start()
      await expect(page.getByText(waitlistCopy.sending)).toBeHidden({ timeout: 45_000 })
      await expect(confirmation(page)).toBeVisible()
      expect(await rowsOnceThereAre(email, 1, server.origin)).toHaveLength(1)
    } finally {
      await server.stop()
    }
  })

  test('a sign-up from a quiz result carries its match, and the form says so', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'match')
    const run: QuizRun = {
      goal: 'athletic',
      pain: 'mild',
      pressure: 'medium',
      experience: 'regularly',
      areas: ['back'],
    }
    // docs/product.md, rule 2: goal athletic → deep tissue.
    const { massage } = expectedMatch(run, {
      massage: 'deep-tissue',
      reasons: [reasonFor(1, 'athletic'), ...answerReason(2, 'mild')],
    })
    await completeQuiz(page, run, email)
    await page.getByRole('link', { name: quiz.result.join }).click()
    await waitForWaitlist(page)
    const note = fill(messages.waitlist.matchNote, { match: massageName(massage) })
    await expect(page.locator('#waitlist').getByText(note)).toBeVisible()
    await page
      .locator('#waitlist')
      .getByRole('textbox', { name: fieldLabel('waitlist', 'name') })
      .fill('Ana')
    await submitButton(page).click()
    await expect(confirmation(page)).toBeVisible()
    const [row] = await rowsOnceThereAre(email, 1)
    expect(row?.quiz_match).toBe(massage)
  })

  test('the quiz’s email step sends the match by email, with a link to the reader’s own result, and signs no one up', async ({
    page,
    browser,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'quiz-mail')
    await page.goto('/quiz')
    await answerAll(page, CALM_RUN)
    await emailBox(page).fill(email)
    await seeResultsButton(page).click()
    await expect(page.getByText(fill(quiz.result.matchEmailed, { email }))).toBeVisible()

    const [message] = await mailOnceThereIs(email)
    const match = massageName(CALM_MATCH.massage)
    expect(message?.subject).toBe(fill(emails.match.subject, { brand, match }))
    const result = new URL(linkIn(message, '/quiz'))
    expect(result.origin).toBe(SERVER_SITE)
    expect(result.searchParams.get('a')).toBe(answersParam(CALM_RUN))
    expect(await rowsFor(email)).toEqual([])
    // Opened in another browser (the mail app's), it is the reader's own result, in the second
    // person, and the address bar keeps no mark of the email to pass on (issue 46).
    const reader = await browser.newPage()
    await reader.goto(result.href)
    await expect(reader.getByRole('heading', { level: 2, name: match })).toBeVisible()
    await expect(reader.getByText(containing(quiz.result.reasonIntro))).toBeVisible()
    await expect(reader.getByText(containing(quiz.result.sharedReasonIntro))).toHaveCount(0)
    await expect(reader.getByText(quiz.result.sharedNotice)).toHaveCount(0)
    await expect.poll(() => new URL(reader.url()).searchParams.has(OWN_RESULT_PARAM)).toBe(false)
    await reader.reload()
    await expect(reader.getByText(containing(quiz.result.reasonIntro))).toBeVisible()
    await reader.close()
  })
})

test.describe('the no-JavaScript pages under axe', () => {
  for (const width of [390, 1280]) {
    test(`the thank-you pages and the page of a mistake at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      for (const path of ['/waitlist/joined', '/waitlist/already']) {
        await page.goto(path)
        await expectNoAxeViolations(page)
      }
      // The form as a browser without JavaScript posts it, with a mistake in the email.
      await page.evaluate(() => {
        const form = document.createElement('form')
        form.method = 'post'
        form.action = '/api/waitlist'
        const typed = { name: 'Ana', email: 'not-an-email' }
        for (const [name, value] of Object.entries(typed)) {
          const input = document.createElement('input')
          input.name = name
          input.value = value
          form.append(input)
        }
        document.body.append(form)
        form.submit()
      })
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1)
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('the quiz email step’s tick box', () => {
  const run: QuizRun = {
    goal: 'relaxation',
    pain: 'none',
    pressure: 'light',
    experience: 'never',
    areas: ['back'],
  }
  // docs/product.md, rule 3: goal relaxation → Swedish.
  const { massage } = expectedMatch(run, {
    massage: 'swedish',
    reasons: [reasonFor(1, 'relaxation'), ...answerReason(2, 'none'), ...answerReason(3, 'light')],
  })

  test('ticked, the email joins the waitlist with its match', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'tick')
    await page.goto('/quiz')
    await answerAll(page, run)
    await emailBox(page).fill(email)
    const tick = page.getByRole('checkbox', { name: quiz.emailStep.joinWaitlist })
    await expect(tick).not.toBeChecked()
    await expect(page.getByText(quiz.emailStep.joinNote)).toBeVisible()
    await tick.check()
    await seeResultsButton(page).click()
    await expect(page.getByText(quiz.result.eyebrow)).toBeVisible()
    const [row] = await rowsOnceThereAre(email, 1)
    expect(row).toMatchObject({ fields: { email }, quiz_match: massage })
  })

  test('unticked, the email does not join the waitlist', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'no-tick')
    await completeQuiz(page, run, email)
    await waitForMark(page, 'quizEmailHandled')
    expect(await rowsFor(email)).toHaveLength(0)
  })
})

test.describe('the waitlist server, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts itself: the sign-up is stored and the visitor sees the thank-you page', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'nojs')
    await page.goto('/#waitlist')
    await fillWaitlist(page, { name: 'Ana', email })
    await userTypeSelect(page).selectOption('both')
    await submitButton(page).click()
    await expect(page).toHaveURL(/\/waitlist\/joined$/)
    await expect(
      page.getByRole('heading', { level: 1, name: waitlistCopy.confirmationTitle }),
    ).toBeVisible()
    await expect(page.getByText(withBrand(waitlistCopy.joinedPage.checkInbox))).toBeVisible()
    const [row] = await rowsOnceThereAre(email, 1)
    expect(row).toMatchObject({
      fields: { name: 'Ana', email, userType: 'both' },
      landing_path: '/',
    })
  })

  test('the same email again leads to the same thank-you page, and stays one row', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'nojs-twice')
    for (const typed of [email, ` ${email.toUpperCase()}`]) {
      await page.goto('/#waitlist')
      await fillWaitlist(page, { name: 'Ana', email: typed })
      await submitButton(page).click()
    }
    await expect(page).toHaveURL(/\/waitlist\/joined$/)
    await expect(
      page.getByRole('heading', { level: 1, name: waitlistCopy.confirmationTitle }),
    ).toBeVisible()
    expect(await rowsFor(email)).toHaveLength(1)
  })

  test('a mistake comes back as a page that keeps what was typed and says what to fix', async ({
    page,
  }) => {
    await page.goto('/#waitlist')
    await fillWaitlist(page, { name: 'Ana Maria', email: 'ana-at-example.com' })
    await submitButton(page).click()
    const emailBox = page.getByRole('textbox', { name: fieldLabel('waitlist', 'email') })
    await expect(emailBox).toHaveValue('ana-at-example.com')
    await expect(emailBox).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(invalidMessage('waitlist', 'email')).first()).toBeVisible()
    await expect(page.getByRole('textbox', { name: fieldLabel('waitlist', 'name') })).toHaveValue(
      'Ana Maria',
    )
    expect(await rowsFor('ana-at-example.com')).toHaveLength(0)
    // Its one style block runs under its own policy.
    expect(await page.locator('main').evaluate((main) => getComputedStyle(main).maxWidth)).not.toBe(
      'none',
    )
    // Corrected, it goes through.
    await emailBox.fill(`ana.maria.${Date.now()}@example.com`)
    await page.getByRole('button', { name: waitlistCopy.submit }).click()
    await expect(page).toHaveURL(/\/waitlist\/joined$/)
  })
})
