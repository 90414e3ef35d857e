import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { type Browser, expect, test } from '@playwright/test'
import { z } from 'zod'
import { funnelStepsOf } from '../../contract/funnel-steps'
import { ENGINE_JS_KB, HOME_JS_KB } from './helpers/budgets'
import { quiz } from './helpers/copy'
import { recordFirstVisit } from './helpers/first-visit'
import { waitForMark } from './helpers/page-marks'
import { CALM_RUN, completeQuiz, runAnswers } from './helpers/quiz'
import { metaPolicyOf, policyOf, watchViolations } from './helpers/security-policy'
import { fillWaitlist, openWaitlist, submitButton, waitlistCopy } from './helpers/waitlist'
import { type EngineRequest, startEngineReceiver } from './servers/engine-receiver'
import { engineSite } from './servers/engine-site'
import { SERVER_SITE, SERVER_SITE_DIR } from './servers/test-sites'

// Issue 48's option, decision 0068: with PLAUSIBLE_* or UMAMI_* set at build time, the funnel's
// steps also go to that engine as custom events. Each engine's build is made once, into a
// temporary folder, for a real HTTP receiver standing in for its events API.

/** The steps a browser counts (`confirmed` is the server's, and this build has none). */
const BROWSER_STEPS = funnelStepsOf(quiz.questions.length).filter((step) => step !== 'confirmed')
const ANSWERS = runAnswers(CALM_RUN).flatMap(([, values]) => values)
const DOMAIN = 'restwell.example'
const WEBSITE = '4c1a0b2e-9d7f-4e3a-8b6c-2f5d1e0a9b7c'
const sourceOfOwn = (what: string) => `engine-${what}-${randomUUID().slice(0, 8)}`

/** An event as the engine's API reads it: its name and the page it names. */
type EngineEvent = { name: string; page: URL }

const ENGINES = [
  {
    name: 'Plausible',
    settings: (receiver: string) => ({ PLAUSIBLE_DOMAIN: DOMAIN, PLAUSIBLE_HOST: receiver }),
    path: '/api/event',
    // Plausible's script sends its events as text/plain, so no preflight.
    contentType: 'text/plain;charset=UTF-8',
    read(body: string): EngineEvent {
      const event = z
        .strictObject({ name: z.string(), url: z.url(), domain: z.literal(DOMAIN) })
        .parse(JSON.parse(body))
      return { name: event.name, page: new URL(event.url) }
    },
  },
  {
    name: 'Umami',
    settings: (receiver: string) => ({ UMAMI_WEBSITE_ID: WEBSITE, UMAMI_HOST: receiver }),
    path: '/api/send',
    contentType: 'application/json',
    read(body: string, site: string): EngineEvent {
      const { payload } = z
        .strictObject({
          type: z.literal('event'),
          payload: z.strictObject({
            website: z.literal(WEBSITE),
            url: z.string().startsWith('/'),
            name: z.string(),
            hostname: z.literal(new URL(site).hostname),
            language: z.string().min(2),
            screen: z.string().regex(/^\d+x\d+$/),
          }),
        })
        .parse(JSON.parse(body))
      return { name: payload.name, page: new URL(payload.url, site) }
    },
  },
]

/** A visitor's browser as a person's: not driven by automation (`navigator.webdriver` false). */
async function personsBrowser(browser: Browser, origin: string, extra = {}) {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'block', ...extra })
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
  )
  return context
}

for (const engine of ENGINES)
  test.describe(`the funnel, also to ${engine.name}`, () => {
    // One build for these tests, in one worker.
    test.describe.configure({ mode: 'serial' })
    let receiver: Awaited<ReturnType<typeof startEngineReceiver>>
    let site: Awaited<ReturnType<typeof engineSite>>

    test.beforeAll(async () => {
      test.setTimeout(240_000)
      receiver = await startEngineReceiver()
      site = await engineSite(engine.settings(receiver.origin))
    })
    test.afterAll(async () => {
      await site?.close()
      await receiver?.close()
    })

    /** The events that arrived for a visit's source, as the engine reads them. */
    const eventsOf = (source: string) =>
      receiver.requests
        .filter((request) => request.method === 'POST')
        .map((request) => ({ request, event: engine.read(request.body, site.origin) }))
        .filter(({ event }) => event.page.searchParams.get('utm_source') === source)

    test('each step a visitor reaches arrives as a custom event: its name, the page without its query, the source; no address, no answer, no cookie; the policy admits exactly that host', async ({
      browser,
    }) => {
      test.setTimeout(120_000)
      const context = await personsBrowser(browser, site.origin)
      const page = await context.newPage()
      const violations = await watchViolations(page)
      const source = sourceOfOwn('steps')
      const email = `engine-${randomUUID().slice(0, 8)}@example.com`

      const home = await page.goto(`/?utm_source=${source}`)
      const policies = [
        home?.headers()['content-security-policy'] ?? '',
        metaPolicyOf((await home?.text()) ?? ''),
      ]
      await expect.poll(() => eventsOf(source).map(({ event }) => event.name)).toContain('visit')
      await completeQuiz(page, CALM_RUN, email)
      await openWaitlist(page)
      await fillWaitlist(page, { name: 'Ana', email })
      await submitButton(page).click()
      await expect(
        page.getByRole('heading', { name: waitlistCopy.confirmationTitle }),
      ).toBeVisible()

      const names = () => [...new Set(eventsOf(source).map(({ event }) => event.name))].sort()
      await expect.poll(names).toEqual([...BROWSER_STEPS].sort())
      const arrived: EngineRequest[] = eventsOf(source).map(({ request }) => request)
      for (const { request, event } of eventsOf(source)) {
        expect(request.path).toBe(engine.path)
        expect(request.contentType).toBe(engine.contentType)
        expect(request.origin).toBe(site.origin)
        expect(request.cookie).toBe('')
        expect(['/', '/quiz']).toContain(event.page.pathname)
        expect(event.page.search).toBe(`?utm_source=${source}`)
        expect(event.page.origin).toBe(site.origin)
      }
      for (const { body } of arrived) {
        expect(body).not.toContain('@')
        expect(body).not.toContain(email.split('@')[0])
        expect(body).not.toContain('Ana')
        for (const answer of ANSWERS) expect(body).not.toContain(answer)
      }
      expect(await context.cookies()).toEqual([])
      expect(await violations()).toEqual([])

      for (const policy of policies) {
        expect(policyOf(policy, 'connect-src')).toEqual(["'self'", receiver.origin])
        // Its events come from the site's own code: no script of another host may run.
        const scripts = policyOf(policy, 'script-src')
        expect(scripts.filter((src) => src !== "'self'" && !src.startsWith("'sha256-"))).toEqual([])
      }
      await context.close()
    })

    test('with Global Privacy Control on, Do Not Track on, or a browser automation drives (a bot), nothing is sent to it; the same visit otherwise sends its steps', async ({
      browser,
    }) => {
      const calls = async (context: Awaited<ReturnType<typeof personsBrowser>>, source: string) => {
        await context.addInitScript(() => {
          const sent: string[] = []
          const send = window.fetch.bind(window)
          Reflect.set(window, 'engineSent', sent)
          window.fetch = (input, init) => {
            sent.push(String(input))
            return send(input, init)
          }
        })
        const page = await context.newPage()
        await page.goto(`/quiz?utm_source=${source}`)
        await waitForMark(page, 'funnelCounting')
        const sent: string[] = await page.evaluate(() => Reflect.get(window, 'engineSent'))
        await context.close()
        return sent.filter((url) => url.startsWith(receiver.origin))
      }
      const gpc = await personsBrowser(browser, site.origin, {
        extraHTTPHeaders: { 'Sec-GPC': '1' },
      })
      await gpc.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
      )
      const dnt = await personsBrowser(browser, site.origin)
      await dnt.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
      )
      const bot = await browser.newContext({ baseURL: site.origin, serviceWorkers: 'block' })
      const declined: string[] = []
      for (const [what, context] of [
        ['gpc', gpc],
        ['dnt', dnt],
        ['bot', bot],
      ] as const) {
        const source = sourceOfOwn(what)
        declined.push(source)
        expect(await calls(context, source), what).toEqual([])
      }

      const counted = sourceOfOwn('counted')
      const person = await personsBrowser(browser, site.origin)
      expect(await calls(person, counted)).toContain(`${receiver.origin}${engine.path}`)
      await expect
        .poll(() =>
          eventsOf(counted)
            .map(({ event }) => event.name)
            .sort(),
        )
        .toEqual(['question-1', 'quiz-start', 'visit'])
      for (const source of declined) expect(eventsOf(source)).toEqual([])
    })

    test(`a first visit of / stays within its budget and ${engine.name}'s ${ENGINE_JS_KB} KB`, async ({
      page,
    }) => {
      const { scripts } = await recordFirstVisit(page, `${site.origin}/`)
      const bytes = scripts.reduce((sum, { body }) => sum + gzipSync(body).length, 0)
      expect(bytes / 1024).toBeLessThanOrEqual(HOME_JS_KB + ENGINE_JS_KB)
    })
  })

test.describe('the funnel with no engine set', () => {
  /** The text files of a build: every file but the compressed copies, pictures and fonts. */
  const textFilesOf = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !/\.(br|gz|png|jpe?g|webp|avif|ico|woff2?)$/.test(file))

  test('the build names neither Plausible nor Umami, and a visit through the quiz reaches no other host', async ({
    browser,
  }) => {
    const builds = [process.env.E2E_DIST ?? 'dist', SERVER_SITE_DIR]
    const files = builds.flatMap(textFilesOf)
    expect(files.length).toBeGreaterThan(20)
    expect(files.filter((file) => /plausible|umami/i.test(readFileSync(file, 'utf8')))).toEqual([])

    // The site that counts its own funnel: every request stays on its origin.
    const context = await browser.newContext({ baseURL: SERVER_SITE, serviceWorkers: 'block' })
    const page = await context.newPage()
    const hosts = new Set<string>()
    page.on('request', (request) => hosts.add(new URL(request.url()).origin))
    const home = await page.goto(`/?utm_source=${sourceOfOwn('none')}`)
    expect(policyOf(home?.headers()['content-security-policy'] ?? '', 'connect-src')).toEqual([
      "'self'",
    ])
    await waitForMark(page, 'funnelCounting')
    await completeQuiz(page, CALM_RUN, `engine-none-${randomUUID().slice(0, 8)}@example.com`)
    await waitForMark(page, 'funnelCounting')
    expect([...hosts].filter((host) => host !== SERVER_SITE && host !== 'null')).toEqual([])
    await context.close()
  })
})
