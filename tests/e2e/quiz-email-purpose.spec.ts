import { expect, type Page, test } from '@playwright/test'
import { z } from 'zod'
import { expectNoAxeViolations } from './helpers/axe'
import { fill, quiz } from './helpers/copy'
import { waitForMark } from './helpers/page-marks'
import {
  answerAll,
  answersParam,
  CALM_MATCH,
  CALM_RUN,
  emailBox,
  seeResultsButton,
} from './helpers/quiz'
import {
  fillWaitlist,
  HUMAN_FILL_MS,
  openWaitlist,
  planAnswers,
  receivedFor,
  submitButton,
  uniqueEmail,
  waitlistCopy,
} from './helpers/waitlist'
import { ENDPOINT_SITE, TEST_ENDPOINT } from './servers/test-sites'
import { matchEmailsForEmail } from './servers/waitlist-endpoint-server'

// Issues 33 and 46: the quiz's email step has one honest purpose. The address it requires always
// gets the match by email; the waitlist tick stays, optional and unticked. The site here sends to
// the tests' own endpoint, which takes the request where the site's server does.
test.use({ baseURL: ENDPOINT_SITE })

const { emailStep, result } = quiz

const waitlistTick = (page: Page) => page.getByRole('checkbox', { name: emailStep.joinWaitlist })
const onItsWay = (email: string) => fill(result.matchEmailed, { email })

/** The requests for a match email the endpoint had for this address. */
async function matchEmailRequests(email: string) {
  const response = await fetch(`${TEST_ENDPOINT}/__match-emails/${encodeURIComponent(email)}`)
  return matchEmailsForEmail.parse(await response.json()).requests
}

async function matchEmailRequestsOnceThereAre(email: string, count: number) {
  await expect.poll(async () => (await matchEmailRequests(email)).length).toBe(count)
  return matchEmailRequests(email)
}

test.describe('the quiz email step emails the match', () => {
  test('with every box unticked, the address is used for the match email, and the waitlist left alone', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'match')
    await page.goto('/quiz')
    await answerAll(page, CALM_RUN)
    await expect(page.getByText(emailStep.body)).toBeVisible()
    await expect(page.getByRole('checkbox')).toHaveCount(1)
    await expect(waitlistTick(page)).not.toBeChecked()
    await expect(page.getByText(emailStep.joinNote)).toBeVisible()
    await emailBox(page).fill(email)
    await seeResultsButton(page).click()

    await expect(page.getByText(onItsWay(email))).toBeVisible()
    const [sent, ...more] = await matchEmailRequestsOnceThereAre(email, 1)
    expect(more).toEqual([])
    expect(sent?.body).toEqual({
      email,
      match: CALM_MATCH.massage,
      answers: answersParam(CALM_RUN),
    })
    expect(z.uuid().safeParse(sent?.idempotencyKey).success).toBe(true)
    await waitForMark(page, 'quizEmailHandled')
    // The match email never signs anyone up.
    expect((await receivedFor(email)).requests).toEqual([])
  })

  test('the disabled Get Results says, on screen and to screen readers, that it waits for an email', async ({
    page,
  }) => {
    await page.goto('/quiz')
    await answerAll(page, CALM_RUN)
    await expect(seeResultsButton(page)).toBeDisabled()
    await expect(seeResultsButton(page)).toHaveAccessibleDescription(emailStep.needsEmail)
    await expect(page.getByText(emailStep.needsEmail, { exact: true })).toBeVisible()
    await emailBox(page).fill('ana@example.com')
    await expect(seeResultsButton(page)).toBeEnabled()
    await expect(seeResultsButton(page)).toHaveAccessibleDescription('')
    await expect(page.getByText(emailStep.needsEmail, { exact: true })).toHaveCount(0)
  })

  test('an endpoint failing once is asked again, with the same key', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'match-retry')
    await planAnswers(email, [503])
    await page.goto('/quiz')
    await answerAll(page, CALM_RUN)
    await emailBox(page).fill(email)
    await seeResultsButton(page).click()
    const requests = await matchEmailRequestsOnceThereAre(email, 2)
    expect(requests.map((request) => request.status)).toEqual([503, 202])
    expect(requests[1]?.idempotencyKey).toBe(requests[0]?.idempotencyKey)
  })

  test('ticked: the match is emailed and the email joins the waitlist with it', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'match-join')
    await page.goto('/quiz')
    await answerAll(page, CALM_RUN)
    await waitlistTick(page).check()
    await emailBox(page).fill(email)
    await seeResultsButton(page).click()
    await matchEmailRequestsOnceThereAre(email, 1)
    await expect.poll(async () => (await receivedFor(email)).keptSignups).toBe(1)
    const [signup] = (await receivedFor(email)).requests
    expect(signup?.body).toMatchObject({ match: CALM_MATCH.massage, form: 'quizEmail' })
  })

  test('after joining on the home page, the email step starts with the address and says the visitor is on the list', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'joined-first')
    await openWaitlist(page)
    await fillWaitlist(page, { name: 'Rae', email })
    await page.waitForTimeout(HUMAN_FILL_MS)
    await submitButton(page).click()
    await expect(page.getByRole('heading', { name: waitlistCopy.confirmationTitle })).toBeVisible()
    await page.goto('/quiz')
    await answerAll(page, CALM_RUN)
    await expect(emailBox(page)).toHaveValue(email)
    await expect(page.getByText(emailStep.onTheList)).toBeVisible()
    await expect(waitlistTick(page)).toHaveCount(0)
    await expectNoAxeViolations(page)
    await seeResultsButton(page).click()
    await matchEmailRequestsOnceThereAre(email, 1)
    await expect(page.getByText(result.onTheList)).toBeVisible()
    // Joined once, from the form: the quiz signs no one up again.
    expect((await receivedFor(email)).keptSignups).toBe(1)
  })
})

test.describe('the quiz email step, by keyboard and under axe', () => {
  for (const width of [390, 1280]) {
    test(`keyboard only at ${width} px: tick and untick the waitlist, send, and read where the match went`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 844 })
      const email = uniqueEmail(testInfo, `match-keys-${width}`)
      await page.goto('/quiz')
      await answerAll(page, CALM_RUN)
      await expect(page.getByRole('heading', { name: emailStep.title })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(emailBox(page)).toBeFocused()
      await page.keyboard.type(email)
      await page.keyboard.press('Tab')
      await expect(waitlistTick(page)).toBeFocused()
      await page.keyboard.press('Space')
      await expect(waitlistTick(page)).toBeChecked()
      await page.keyboard.press('Space')
      await expect(waitlistTick(page)).not.toBeChecked()
      await expectNoAxeViolations(page)
      await page.screenshot({ path: testInfo.outputPath(`email-step-${width}.png`) })

      await page.keyboard.press('Shift+Tab')
      await expect(emailBox(page)).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page.getByText(onItsWay(email))).toBeVisible()
      await matchEmailRequestsOnceThereAre(email, 1)
      await expectNoAxeViolations(page)
      await page.screenshot({ path: testInfo.outputPath(`result-emailed-${width}.png`) })
    })
  }
})
