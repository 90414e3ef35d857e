// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { FunnelBeacon } from '../../contract/funnel-beacon.ts'
import { FUNNEL_PATH, funnelStepsOf } from '../../contract/funnel-steps.ts'
import { rawSql } from '../../scripts/raw-sql.ts'
import { FUNNEL_COPY } from '../../server/admin/funnel-copy.ts'
import { funnelStep } from '../../server/admin/funnel-stats.ts'
import { loadContent } from '../../server/content.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { confirmedInFunnel } from '../../server/funnel/funnel-confirmed.ts'
import { DEDUPE_WINDOW_MS, funnelWrites } from '../../server/funnel/funnel-writes.ts'
import { ADMIN_PATH, ADMIN_SIGN_IN_PATH, ADMIN_STATS_PATH } from '../../server/paths.ts'
import { signupStore } from '../../server/waitlist/signup-store.ts'
import { postJson, signupBody, uniqueEmail } from './signup-requests.ts'
import {
  ADMIN_TOKEN,
  DATABASES,
  openTestDatabase,
  SITE_ORIGIN,
  startTestServer,
  type TestServer,
  testDashboard,
} from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

const STEPS = funnelStepsOf(loadContent().quiz.questions.length)
const DAY_MS = 24 * 60 * 60_000
/** A browser's user agent, as a person's Chrome sends it. */
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'

/** A source of the test's own: the databases are shared with other runs and files. */
const sourceOfOwn = () => `funnel-test-${randomUUID().slice(0, 8)}`
const newTab = () => randomUUID().replaceAll('-', '')

describe.each(DATABASES)('the funnel on the $name', ({ databaseUrl }) => {
  let db: WaitlistDatabase
  let server: TestServer
  let cookie = ''
  let clock = new Date()
  const writes = () => funnelWrites(db.kysely, () => clock)
  let counted: ReturnType<typeof funnelWrites>

  beforeAll(async () => {
    db = await openTestDatabase(databaseUrl)
    counted = writes()
    server = await startTestServer(db, {
      funnel: { writes: counted, pageSteps: () => STEPS.filter((step) => step !== 'confirmed') },
      dashboard: { ...testDashboard(db, { now: () => clock }), funnelSteps: () => STEPS },
    })
    const signIn = await fetch(`${server.url}${ADMIN_SIGN_IN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: ADMIN_TOKEN }),
      redirect: 'manual',
    })
    cookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? ''
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await db?.close()
  })

  /** A beacon as the page sends it (text/plain, from the site's origin), then counted. */
  async function beacon(
    body: Partial<FunnelBeacon> | string,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${server.url}${FUNNEL_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        origin: SITE_ORIGIN,
        'user-agent': CHROME,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    await counted.drain()
    return response.status
  }

  /** The funnel of /admin/stats.json for this query, as { step: visitors }. */
  async function funnelOf(query: Record<string, string>) {
    const response = await fetch(`${server.url}${ADMIN_STATS_PATH}?${new URLSearchParams(query)}`, {
      headers: { cookie },
    })
    expect(response.status).toBe(200)
    const { funnel } = z.object({ funnel: z.array(funnelStep) }).parse(await response.json())
    return funnel
  }
  const visitorsOf = async (query: Record<string, string>) =>
    Object.fromEntries((await funnelOf(query)).map(({ step, visitors }) => [step, visitors]))

  it('counts each tab once per step, a reload adding nothing; the funnel lists every step in order', async () => {
    clock = new Date()
    const source = sourceOfOwn()
    const [one, two] = [newTab(), newTab()]
    const visit = { source, device: 'phone' } as const
    expect(await beacon({ ...visit, tab: one, steps: ['visit', 'quiz-start', 'question-1'] })).toBe(
      204,
    )
    expect(await beacon({ ...visit, tab: one, steps: ['visit', 'question-2'] })).toBe(204)
    expect(await beacon({ ...visit, tab: two, steps: ['visit'] })).toBe(204)

    const funnel = await funnelOf({ source })
    expect(funnel.map(({ step }) => step)).toEqual(STEPS)
    expect(Object.fromEntries(funnel.map(({ step, visitors }) => [step, visitors]))).toMatchObject({
      visit: 2,
      'quiz-start': 1,
      'question-1': 1,
      'question-2': 1,
      'question-3': 0,
      result: 0,
    })
  })

  it('counts nothing under Global Privacy Control or Do Not Track, from a bot, or from a page of another site', async () => {
    const source = sourceOfOwn()
    const steps = ['visit']
    const statuses = [
      await beacon({ tab: newTab(), steps, source, device: 'larger' }, { 'sec-gpc': '1' }),
      await beacon({ tab: newTab(), steps, source, device: 'larger' }, { dnt: '1' }),
      await beacon(
        { tab: newTab(), steps, source, device: 'larger' },
        {
          'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        },
      ),
      await beacon(
        { tab: newTab(), steps, source, device: 'larger' },
        { origin: 'https://elsewhere.example' },
      ),
    ]
    expect(statuses).toEqual([204, 204, 204, 204])
    expect((await visitorsOf({ source })).visit).toBe(0)
    // The same beacon with none of those is counted.
    expect(await beacon({ tab: newTab(), steps, source, device: 'larger' })).toBe(204)
    expect((await visitorsOf({ source })).visit).toBe(1)
  })

  it('refuses what is not a beacon: an address or other text for a source, an unknown field, a body past a few hundred bytes', async () => {
    const tab = newTab()
    expect(
      await beacon({ tab, steps: ['visit'], source: 'ana@example.com', device: 'phone' }),
    ).toBe(400)
    expect(
      await beacon(
        `${JSON.stringify({ tab, steps: ['visit'], source: 'direct', device: 'phone' }).slice(0, -1)},"answers":["deep"]}`,
      ),
    ).toBe(400)
    expect(await beacon('not json')).toBe(400)
    expect(await beacon({ tab, steps: ['visit'], source: 'x'.repeat(2000), device: 'phone' })).toBe(
      413,
    )
    // A step the quiz does not have (an older page's) is left out; the page cannot claim `confirmed`.
    const source = sourceOfOwn()
    expect(
      await beacon({ tab, steps: ['question-99', 'confirmed', 'visit'], source, device: 'phone' }),
    ).toBe(204)
    expect(await visitorsOf({ source })).toMatchObject({ visit: 1, confirmed: 0 })
  })

  it('counts `confirmed` when an address confirms, under its sign-up’s source, once', async () => {
    const source = sourceOfOwn()
    const email = uniqueEmail('funnel')
    const body = signupBody(email, {
      source: { utm: { utm_source: source.toUpperCase() }, referrer: '', landingPath: '/' },
    })
    expect((await postJson(server.url, body)).status).toBe(202)
    const store = signupStore(db, { onConfirmed: [confirmedInFunnel] })
    expect(await store.confirm(email, clock)).toBe(true)
    expect(await store.confirm(email, clock)).toBe(true)
    expect(await visitorsOf({ source })).toMatchObject({ confirmed: 1 })
    // By device, `confirmed` is left out: a confirmation is not a tab's.
    expect((await funnelOf({ source, device: 'phone' })).map(({ step }) => step)).toEqual(
      STEPS.filter((step) => step !== 'confirmed'),
    )
  })

  it('shows today, 7 days, 30 days or all time (the default), and by device', async () => {
    const source = sourceOfOwn()
    const now = new Date()
    const at = async (daysAgo: number, device: 'phone' | 'larger') => {
      clock = new Date(now.getTime() - daysAgo * DAY_MS)
      await beacon({ tab: newTab(), steps: ['visit'], source, device })
    }
    await at(0, 'phone')
    await at(3, 'larger')
    await at(20, 'larger')
    await at(100, 'phone')
    clock = now
    const visits = async (query: Record<string, string>) =>
      (await visitorsOf({ source, ...query })).visit
    expect(await visits({ period: 'today' })).toBe(1)
    expect(await visits({ period: '7d' })).toBe(2)
    expect(await visits({ period: '30d' })).toBe(3)
    expect(await visits({})).toBe(4)
    expect(await visits({ period: 'all', device: 'phone' })).toBe(2)
    expect(await visits({ period: '30d', device: 'larger' })).toBe(2)
  })

  it('forgets a tab within a day: once the window has passed the sweep removes it', async () => {
    const source = sourceOfOwn()
    const tab = newTab()
    const start = new Date()
    clock = start
    await beacon({ tab, steps: ['visit'], source, device: 'phone' })
    const seen = async () =>
      (
        await rawSql(db).query('SELECT count(*)::int AS n FROM funnel_seen WHERE tab_id = $1', [
          tab,
        ])
      )[0]?.n
    expect(await seen()).toBe(1)
    clock = new Date(start.getTime() + DEDUPE_WINDOW_MS + 60_000)
    await counted.sweep()
    expect(await seen()).toBe(0)
    clock = start
  })

  it('draws the funnel on /admin: a chart hidden from screen readers and a table of each step and its drop', async () => {
    const source = sourceOfOwn()
    clock = new Date()
    for (const steps of [['visit', 'quiz-start', 'question-1'], ['visit', 'quiz-start'], ['visit']])
      await beacon({ tab: newTab(), steps, source, device: 'larger' })
    const page = await fetch(`${server.url}${ADMIN_PATH}?source=${source}`, { headers: { cookie } })
    const document = new JSDOM(await page.text()).window.document
    const funnel = document.getElementById('funnel')
    expect(funnel?.querySelector('h2')?.textContent).toBe(FUNNEL_COPY.heading)
    expect(document.querySelector('#funnel-chart > svg')?.getAttribute('aria-hidden')).toBe('true')
    // Each step's row: its visitors, its drop from the step before, its share of all visitors.
    const cells = (label: string) =>
      [...document.querySelectorAll('#funnel-table tbody tr')]
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))
        .find(([step]) => step === label)
    expect(cells(FUNNEL_COPY.stepLabel('visit'))).toEqual([
      FUNNEL_COPY.stepLabel('visit'),
      '3',
      '–',
      '100.0%',
    ])
    expect(cells(FUNNEL_COPY.stepLabel('quiz-start'))).toEqual([
      FUNNEL_COPY.stepLabel('quiz-start'),
      '2',
      '−33%',
      '66.7%',
    ])
    expect(cells(FUNNEL_COPY.stepLabel('question-1'))).toEqual([
      FUNNEL_COPY.stepLabel('question-1'),
      '1',
      '−50%',
      '33.3%',
    ])
    const chosenSource = document.querySelector<HTMLSelectElement>('#funnel-source')
    expect(chosenSource?.value).toBe(source)
  })
})
