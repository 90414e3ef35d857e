import { randomUUID } from 'node:crypto'
import {
  type Browser,
  type BrowserContext,
  devices,
  expect,
  type Page,
  type Request,
  test,
} from '@playwright/test'
import { z } from 'zod'
import { funnelBeacon } from '../../contract/funnel-beacon'
import { FUNNEL_PATH, funnelStepsOf } from '../../contract/funnel-steps'
import { ADMIN_COPY } from '../../server/admin/admin-copy'
import { FUNNEL_COPY } from '../../server/admin/funnel-copy'
import { funnelStep } from '../../server/admin/funnel-stats'
import { CONFIRM_PATH } from '../../server/mail/mail-links'
import { ADMIN_PATH, ADMIN_STATS_PATH } from '../../server/paths'
import { expectNoAxeViolations } from './helpers/axe'
import { emails, quiz, withBrand } from './helpers/copy'
import { waitForMark } from './helpers/page-marks'
import { CALM_RUN, choose, completeQuiz, nextButton, runAnswers } from './helpers/quiz'
import {
  fillWaitlist,
  HUMAN_FILL_MS,
  submitButton,
  waitForWaitlist,
  waitlistCopy,
} from './helpers/waitlist'
import { linkIn, mailOnceThereIs } from './helpers/waitlist-server'
import { SERVER_ADMIN_TOKEN, SERVER_SITE } from './servers/test-sites'

// Issue 48: the funnel, counted from real visits in Chromium through the real server (`npm run
// serve`, PGlite or DATABASE_URL's Postgres). Other specs visit the same server at the same time,
// so each test counts under a UTM source of its own.
test.use({ baseURL: SERVER_SITE })

const STEPS = funnelStepsOf(quiz.questions.length)
const ANSWERS = runAnswers(CALM_RUN).flatMap(([, values]) => values)
const sourceOfOwn = (what: string) => `funnel-${what}-${randomUUID().slice(0, 8)}`

/** A visitor of their own: a fresh browser (no storage, no cookie), as a person's Chrome. */
async function visitor(browser: Browser, extra: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL: SERVER_SITE,
    serviceWorkers: 'block',
    ...extra,
  })
  const beacons: string[] = []
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === FUNNEL_PATH) beacons.push(request.postData() ?? '')
  })
  return { context, page: await context.newPage(), beacons }
}

/** Resolves with the beacon that carries `step` (set up before what sends it). */
const beaconWith = (page: Page, step: string): Promise<Request> =>
  page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === FUNNEL_PATH &&
      (request.postData() ?? '').includes(`"${step}"`),
  )

/** The owner, signed in to /admin. */
async function owner(browser: Browser) {
  const { context, page } = await visitor(browser)
  await page.goto(ADMIN_PATH)
  await page.getByLabel(ADMIN_COPY.signIn.label).fill(SERVER_ADMIN_TOKEN)
  await page.getByLabel(ADMIN_COPY.signIn.label).press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_COPY.title })).toBeVisible()
  const visitorsOf = async (source: string) => {
    const response = await page.request.get(`${ADMIN_STATS_PATH}?source=${source}`)
    const { funnel } = z.object({ funnel: z.array(funnelStep) }).parse(await response.json())
    return Object.fromEntries(funnel.map(({ step, visitors }) => [step, visitors]))
  }
  return { context, page, visitorsOf }
}

test.describe('the funnel, counted from real visits', () => {
  test('3 look, 2 stop at question 3, 2 see a result, 1 joins and confirms: each step counted, no cookie, no address and no answer in any beacon; the dashboard draws it, axe-clean at 1280', async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    const source = sourceOfOwn('visits')
    const landing = `/?utm_source=${source}`
    const visitors: Awaited<ReturnType<typeof visitor>>[] = []
    const arrive = async () => {
      const one = await visitor(browser)
      visitors.push(one)
      const counted = beaconWith(one.page, 'visit')
      await one.page.goto(landing)
      await counted
      return one
    }

    for (let look = 0; look < 3; look++) await arrive()
    for (let stop = 0; stop < 2; stop++) {
      const { page } = await arrive()
      const third = beaconWith(page, 'question-3')
      await page.goto('/quiz')
      for (const [id, values] of runAnswers(CALM_RUN).slice(0, 2)) {
        await choose(page, id, values)
        await nextButton(page).click()
      }
      await third
    }
    const typed: string[] = []
    for (let finish = 0; finish < 2; finish++) {
      const { page } = await arrive()
      const result = beaconWith(page, 'result')
      typed.push(`funnel-result-${randomUUID().slice(0, 8)}@example.com`)
      await completeQuiz(page, CALM_RUN, typed.at(-1))
      await result
    }
    const joiner = await arrive()
    const email = `funnel-join-${randomUUID().slice(0, 8)}@example.com`
    typed.push(email)
    const joined = beaconWith(joiner.page, 'joined')
    await joiner.page.goto(`${landing}#waitlist`)
    await waitForWaitlist(joiner.page)
    await fillWaitlist(joiner.page, { name: 'Ana', email })
    // At a person's pace: a sign-up sent faster is flagged, and a flagged one is not counted.
    await joiner.page.waitForTimeout(HUMAN_FILL_MS)
    await submitButton(joiner.page).click()
    await expect(
      joiner.page.getByRole('heading', { name: waitlistCopy.confirmationTitle }),
    ).toBeVisible()
    await joined
    const [message] = await mailOnceThereIs(email)
    await joiner.page.goto(linkIn(message, CONFIRM_PATH))
    await joiner.page.getByRole('button', { name: withBrand(emails.pages.confirm.button) }).click()
    await expect(
      joiner.page.getByRole('heading', { level: 1, name: withBrand(emails.pages.confirmed.title) }),
    ).toBeVisible()

    const expected = Object.fromEntries(
      STEPS.map((step) => {
        const question = Number(/^question-(\d+)$/.exec(step)?.[1] ?? 0)
        if (step === 'visit') return [step, 8]
        if (step === 'quiz-start' || (question > 0 && question <= 3)) return [step, 4]
        if (question > 3 || step === 'email-step' || step === 'result') return [step, 2]
        return [step, 1]
      }),
    )
    const { page: dashboard, visitorsOf, context: ownerContext } = await owner(browser)
    await expect.poll(() => visitorsOf(source), { timeout: 20_000 }).toEqual(expected)

    for (const { context, beacons } of visitors) {
      expect(await context.cookies()).toEqual([])
      for (const body of beacons) {
        expect(body).not.toContain('@')
        for (const address of typed) expect(body).not.toContain(address.split('@')[0])
        for (const answer of ANSWERS) expect(body).not.toContain(answer)
        // Exactly the beacon's fields: the tab's id, known steps, the source, the device class.
        const beacon = funnelBeacon.parse(JSON.parse(body))
        expect(beacon.source).toBe(source)
        for (const step of beacon.steps) expect(STEPS).toContain(step)
      }
      await context.close()
    }

    await dashboard.goto(`${ADMIN_PATH}?source=${source}`)
    const table = dashboard.getByRole('region', { name: FUNNEL_COPY.table.caption })
    await expect(table.getByRole('row')).toHaveCount(STEPS.length + 1)
    await expect(
      table.getByRole('row', { name: new RegExp(`^${FUNNEL_COPY.stepLabel('result')} 2 `) }),
    ).toBeVisible()
    await expectNoAxeViolations(dashboard)
    await ownerContext.close()
  })

  test('with Global Privacy Control on, the page sends nothing; without it, the same visit sends its beacon', async ({
    browser,
  }) => {
    /** Opens the quiz in `context`, recording what the page hands sendBeacon: [address, body]. */
    const quizVisitIn = async (context: BrowserContext) => {
      await context.addInitScript(() => {
        const send = navigator.sendBeacon.bind(navigator)
        const sent: [string, string][] = []
        Reflect.set(window, 'funnelSent', sent)
        navigator.sendBeacon = (url, data) => {
          sent.push([String(url), String(data)])
          return send(url, data)
        }
      })
      const page = await context.newPage()
      await page.goto(`/quiz?utm_source=${sourceOfOwn('gpc')}`)
      await waitForMark(page, 'funnelCounting')
      return page
    }
    const sentBy = (page: Page): Promise<[string, string][]> =>
      page.evaluate(() => Reflect.get(window, 'funnelSent'))
    const declining = await visitor(browser, { extraHTTPHeaders: { 'Sec-GPC': '1' } })
    await declining.context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    )
    expect(await sentBy(await quizVisitIn(declining.context))).toEqual([])
    expect(declining.beacons).toEqual([])
    // The same visit counted: the steps reached before the page was idle go in one beacon, those
    // reached after it one by one, so how many beacons carry them depends on the machine's pace.
    const counted = await visitor(browser)
    const page = await quizVisitIn(counted.context)
    const stepsSent = async () =>
      (await sentBy(page)).flatMap(([, body]) => funnelBeacon.parse(JSON.parse(body)).steps).sort()
    await expect.poll(stepsSent).toEqual(['question-1', 'quiz-start', 'visit'])
    expect(new Set((await sentBy(page)).map(([url]) => url))).toEqual(new Set([FUNNEL_PATH]))
    await declining.context.close()
    await counted.context.close()
  })

  test('a reload counts one visit: the tab keeps its random id in sessionStorage', async ({
    browser,
  }) => {
    const source = sourceOfOwn('reload')
    const { context, page } = await visitor(browser)
    const first = beaconWith(page, 'visit')
    await page.goto(`/?utm_source=${source}`)
    expect((await (await first).response())?.status()).toBe(204)
    const again = beaconWith(page, 'visit')
    await page.reload()
    expect((await (await again).response())?.status()).toBe(204)
    const started = beaconWith(page, 'quiz-start')
    await page.goto('/quiz')
    expect((await (await started).response())?.status()).toBe(204)

    const { visitorsOf, context: ownerContext } = await owner(browser)
    await expect.poll(async () => (await visitorsOf(source))['quiz-start']).toBe(1)
    expect((await visitorsOf(source)).visit).toBe(1)
    await context.close()
    await ownerContext.close()
  })
})
