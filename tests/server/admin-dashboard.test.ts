// @vitest-environment node
import { createHash, randomInt, randomUUID } from 'node:crypto'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { rawSql } from '../../scripts/raw-sql.ts'
import { ADMIN_COPY } from '../../server/admin/admin-copy.ts'
import { SESSION_COOKIE } from '../../server/admin/admin-routes.ts'
import {
  DAYS_CHARTED,
  DIRECT,
  dashboardNames,
  dashboardStats,
  NEWEST_LISTED,
  REFERRAL,
  TOP_REFERRERS,
} from '../../server/admin/dashboard-stats.ts'
import { nodeClientAddress } from '../../server/client-address.ts'
import { loadContent } from '../../server/content.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { REFRESH_HEADER } from '../../server/pages/dashboard-page.tsx'
import {
  ADMIN_EXPORT_PATH,
  ADMIN_PANELS_PATH,
  ADMIN_PATH,
  ADMIN_SIGN_IN_PATH,
  ADMIN_SIGN_OUT_PATH,
  ADMIN_STATS_PATH,
  EXPORT_JSON_PATH,
  EXPORT_PATH,
} from '../../server/paths.ts'
import { type StoredSignup, signupStore, storedSignup } from '../../server/waitlist/signup-store.ts'
import { topReferrers } from '../../server/waitlist/standings.ts'
import { codeOf, postJson, signupBody, uniqueEmail } from './signup-requests.ts'
import {
  ADMIN_TOKEN,
  DATABASES,
  openOwnTestDatabase,
  openTestDatabase,
  SITE_ORIGIN,
  startTestServer,
  testDashboard,
} from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

const content = loadContent()
const names = dashboardNames(content)
const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS

/**
 * Signs in with `token` from the sign-in page's form, and the other `fields` its script fills
 * (the time zone); the answer is not followed.
 */
const signIn = (
  url: string,
  token: string,
  headers: Record<string, string> = {},
  fields: Record<string, string> = {},
) =>
  fetch(`${url}${ADMIN_SIGN_IN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ token, ...fields }),
    redirect: 'manual',
  })

/** The session cookie a sign-in set, as `name=value`, with its attributes apart. */
function sessionCookieOf(response: Response) {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(SESSION_COOKIE))
  if (!header) throw new Error(`No ${SESSION_COOKIE} cookie in the answer (${response.status})`)
  const [pair = '', ...attributes] = header.split(/;\s*/)
  return { pair, value: pair.slice(SESSION_COOKIE.length + 1), attributes }
}

/** The cookies a sign-in set (the session's, and the time zone's when one was given), as a header. */
async function signedIn(url: string, fields: Record<string, string> = {}) {
  const response = await signIn(url, ADMIN_TOKEN, {}, fields)
  expect(response.status).toBe(303)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => !pair?.endsWith('='))
    .join('; ')
}

const get = (url: string, path: string, cookie?: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, {
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    redirect: 'manual',
  })

const statsOf = async (url: string, cookie: string) => {
  const response = await get(url, ADMIN_STATS_PATH, cookie)
  expect(response.status).toBe(200)
  return dashboardStats.parse(await response.json())
}

async function exportRows(url: string): Promise<StoredSignup[]> {
  const response = await fetch(`${url}${EXPORT_JSON_PATH}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  })
  return z.array(storedSignup).parse(await response.json())
}

describe.each(DATABASES)('the owner’s dashboard, /admin, on the $name', ({ databaseUrl }) => {
  let db: WaitlistDatabase
  beforeAll(async () => {
    db = await openTestDatabase(databaseUrl)
  }, 60_000)
  afterAll(() => db?.close())

  it('does not exist without an admin token: every path under it is a 404', async () => {
    const server = await startTestServer(db, { adminToken: '', dashboard: testDashboard(db) })
    const statuses = [
      (await get(server.url, ADMIN_PATH)).status,
      (await signIn(server.url, 'anything')).status,
      (await get(server.url, ADMIN_STATS_PATH)).status,
    ]
    await server.close()
    expect(statuses).toEqual([404, 404, 404])
  })

  it('shows only the sign-in page without a session: no number, no address, in the page or its data routes', async () => {
    const server = await startTestServer(db, { dashboard: testDashboard(db) })
    const email = uniqueEmail('private')
    expect((await postJson(server.url, signupBody(email))).status).toBe(202)
    const page = await get(server.url, ADMIN_PATH)
    const pageText = await page.text()
    const forged = `${SESSION_COOKIE}=${randomUUID()}`
    const answers = await Promise.all(
      [ADMIN_STATS_PATH, ADMIN_PANELS_PATH, ADMIN_EXPORT_PATH].flatMap((path) => [
        get(server.url, path),
        get(server.url, path, forged),
      ]),
    )
    const forgedPage = await get(server.url, ADMIN_PATH, forged)
    const forgedText = await forgedPage.text()
    await server.close()

    expect(page.status).toBe(200)
    expect(pageText).toContain(ADMIN_COPY.signIn.label)
    // It speaks to the owner: no server setting is named on it (where the key is set is in docs/).
    const signInWords = new JSDOM(pageText).window.document.body.textContent ?? ''
    expect(signInWords).not.toMatch(/\b[A-Z]+(_[A-Z]+)+\b|token|environment/i)
    const tokenBox = new JSDOM(pageText).window.document.getElementById('admin-token')
    expect([tokenBox?.getAttribute('type'), tokenBox?.getAttribute('name')]).toEqual([
      'password',
      'token',
    ])
    for (const text of [pageText, forgedText]) {
      expect(text).not.toContain(email)
      expect(text).not.toContain(ADMIN_COPY.totals.heading)
    }
    expect(forgedPage.status).toBe(401)
    expect(forgedText).toContain(ADMIN_COPY.signIn.expired)
    for (const answer of answers) {
      expect(answer.status).toBe(401)
      expect(await answer.text()).not.toContain(email)
    }
  })

  it('refuses a wrong token: the sign-in page again, saying so, and no cookie', async () => {
    const server = await startTestServer(db, { dashboard: testDashboard(db) })
    const response = await signIn(server.url, `${ADMIN_TOKEN}-not`)
    const text = await response.text()
    await server.close()
    expect(response.status).toBe(401)
    expect(text).toContain(ADMIN_COPY.signIn.wrong)
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('answers 15 wrong tokens from one client 10 times 401, then 429 with when to try again, even to the right token; another client still signs in', async () => {
    const now = new Date()
    const server = await startTestServer(db, {
      // The sign-up limit off: the wrong tokens' own limit holds whatever it says.
      rateLimit: { limit: 0, windowMs: 60_000 },
      addressOf: nodeClientAddress(1),
      dashboard: testDashboard(db, { now: () => now }),
    })
    const client = {
      'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    }
    const answers: Response[] = []
    for (let guess = 0; guess < 15; guess++)
      answers.push(await signIn(server.url, `guess-${guess}`, client))
    const rightButLate = await signIn(server.url, ADMIN_TOKEN, client)
    const otherClient = await signIn(server.url, ADMIN_TOKEN, {
      'x-forwarded-for': `2001:db8:${randomInt(0x10000).toString(16)}::1`,
    })
    const refusal = answers.at(-1)
    const refusalText = (await refusal?.text()) ?? ''
    await server.close()

    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array(10).fill(401),
      ...Array(5).fill(429),
    ])
    const retryAfter = Number(refusal?.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    const retryAt = new Date(now.getTime() + retryAfter * 1000)
    expect(refusalText).toContain(
      ADMIN_COPY.tooManyTries.body(retryAt, Math.ceil(retryAfter / 60)).replaceAll("'", '&#39;'),
    )
    expect(rightButLate.status).toBe(429)
    expect(rightButLate.headers.getSetCookie()).toEqual([])
    expect(otherClient.status).toBe(303)
  })

  it('refuses sign-ins another site’s page sends before they count: after 12 of them the owner still signs in', async () => {
    const server = await startTestServer(db, {
      addressOf: nodeClientAddress(1),
      dashboard: testDashboard(db),
    })
    const owner = {
      'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    }
    // What a browser says of a post another site's page makes in the owner's name.
    const otherSites: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://restwell.test.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    ]
    const refused: Response[] = []
    for (let guess = 0; guess < 12; guess++)
      refused.push(
        await signIn(server.url, `guess-${guess}`, {
          ...owner,
          ...otherSites[guess % otherSites.length],
        }),
      )
    const texts = await Promise.all(refused.map((answer) => answer.text()))
    const ownerSignsIn = await signIn(server.url, ADMIN_TOKEN, {
      ...owner,
      origin: SITE_ORIGIN,
      'sec-fetch-site': 'same-origin',
    })
    await server.close()

    expect(refused.map((answer) => answer.status)).toEqual(Array(12).fill(403))
    for (const [index, text] of texts.entries()) {
      expect(text).toContain(ADMIN_COPY.notOurPage.body)
      expect(refused[index]?.headers.getSetCookie()).toEqual([])
    }
    expect(ownerSignsIn.status).toBe(303)
    expect(sessionCookieOf(ownerSignsIn).value).toMatch(/^[\w-]{43}$/)
  })

  it('refuses a sign-out another site’s page sends: the owner’s cookie and session stay', async () => {
    const server = await startTestServer(db, { dashboard: testDashboard(db) })
    const cookie = await signedIn(server.url)
    // A SameSite=Strict cookie does not go with another site's post: only the request does.
    const signOut = await fetch(`${server.url}${ADMIN_SIGN_OUT_PATH}`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      redirect: 'manual',
    })
    const after = await get(server.url, ADMIN_STATS_PATH, cookie)
    await server.close()
    expect(signOut.status).toBe(403)
    expect(signOut.headers.getSetCookie()).toEqual([])
    expect(after.status).toBe(200)
  })

  it('exchanges the right token for a session: an HttpOnly, SameSite=Strict cookie for /admin only, Secure in production, whose id the database keeps only hashed', async () => {
    const server = await startTestServer(db, { dashboard: testDashboard(db) })
    const production = await startTestServer(db, {
      dashboard: testDashboard(db, { secureCookie: true }),
    })
    const response = await signIn(server.url, ADMIN_TOKEN)
    const secure = sessionCookieOf(await signIn(production.url, ADMIN_TOKEN))
    await Promise.all([server.close(), production.close()])

    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(ADMIN_PATH)
    const cookie = sessionCookieOf(response)
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['Path=/admin', 'HttpOnly', 'SameSite=Strict']),
    )
    expect(cookie.attributes).not.toContain('Secure')
    expect(secure.attributes).toEqual(
      expect.arrayContaining(['Path=/admin', 'HttpOnly', 'SameSite=Strict', 'Secure']),
    )
    // The token never travels back to the browser: the cookie is a random id of its own.
    expect(cookie.value).not.toContain(ADMIN_TOKEN)
    expect(cookie.value).toMatch(/^[\w-]{43}$/)
    const stored = await rawSql(db).query(
      'SELECT id_hash FROM admin_sessions WHERE id_hash = ANY($1::text[])',
      [[cookie.value, createHash('sha256').update(cookie.value).digest('base64url')]],
    )
    expect(stored).toEqual([
      { id_hash: createHash('sha256').update(cookie.value).digest('base64url') },
    ])
  })

  it('signing out deletes the session: the old cookie opens nothing', async () => {
    const server = await startTestServer(db, { dashboard: testDashboard(db) })
    const cookie = await signedIn(server.url)
    const before = await get(server.url, ADMIN_STATS_PATH, cookie)
    // As the dashboard's own button posts it.
    const signOut = await fetch(`${server.url}${ADMIN_SIGN_OUT_PATH}`, {
      method: 'POST',
      headers: { cookie, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
      redirect: 'manual',
    })
    const after = await Promise.all(
      [ADMIN_STATS_PATH, ADMIN_PANELS_PATH, ADMIN_EXPORT_PATH].map((path) =>
        get(server.url, path, cookie),
      ),
    )
    const page = await get(server.url, ADMIN_PATH, cookie)
    const pageText = await page.text()
    await server.close()

    expect(before.status).toBe(200)
    expect(signOut.status).toBe(303)
    expect(signOut.headers.getSetCookie()[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`))
    expect(after.map((answer) => answer.status)).toEqual([401, 401, 401])
    expect(pageText).not.toContain(ADMIN_COPY.totals.heading)
    expect(pageText).toContain(ADMIN_COPY.signIn.label)
  })

  it('ends a session 12 hours after it was last used, and the page’s own refresh does not keep it alive', async () => {
    let now = new Date('2026-03-02T08:00:00Z')
    const server = await startTestServer(db, { dashboard: testDashboard(db, { now: () => now }) })
    const cookie = await signedIn(server.url)
    const statusAt = async (hoursLater: number, headers: Record<string, string> = {}) => {
      now = new Date(now.getTime() + hoursLater * HOUR_MS)
      return (await get(server.url, ADMIN_PANELS_PATH, cookie, headers)).status
    }
    const used = await statusAt(11.9)
    const stillLive = await statusAt(11.9)
    const refreshed = await statusAt(6, { [REFRESH_HEADER]: '1' })
    const afterIdle = await statusAt(6.2)
    await server.close()
    expect([used, stillLive, refreshed, afterIdle]).toEqual([200, 200, 200, 401])
  })

  it('is noindex and never cached, in headers and in its pages', async () => {
    const server = await startTestServer(db, { dashboard: testDashboard(db) })
    const cookie = await signedIn(server.url)
    const answers = await Promise.all([
      get(server.url, ADMIN_PATH),
      get(server.url, ADMIN_PATH, cookie),
      get(server.url, ADMIN_STATS_PATH, cookie),
      get(server.url, ADMIN_EXPORT_PATH, cookie),
      signIn(server.url, 'wrong'),
    ])
    await server.close()
    for (const answer of answers) {
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      expect(answer.headers.get('cache-control')).toBe('no-store')
      if (answer.headers.get('content-type')?.startsWith('text/html'))
        expect(await answer.text()).toMatch(/<meta name="robots" content="noindex/)
    }
  })

  it('keeps what a visitor typed as text on the page, and downloads the export’s own CSV', async () => {
    const server = await startTestServer(db, { dashboard: testDashboard(db) })
    const email = uniqueEmail('hostile')
    const hostile = '<img src=x onerror=alert(1)>'
    const body = signupBody(email, {
      fields: { name: '<script>alert(1)</script>', email, userType: 'client' },
      source: { utm: { utm_source: hostile }, referrer: '', landingPath: '/' },
    })
    expect((await postJson(server.url, body)).status).toBe(202)
    const cookie = await signedIn(server.url)
    const page = await (await get(server.url, ADMIN_PATH, cookie)).text()
    const viaSession = await get(server.url, ADMIN_EXPORT_PATH, cookie)
    const viaToken = await fetch(`${server.url}${EXPORT_PATH}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    })
    const [sessionCsv, tokenCsv] = [await viaSession.text(), await viaToken.text()]
    await server.close()

    expect(page).toContain(email)
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(page).not.toContain(hostile)
    expect(page).not.toContain('<script>alert')
    expect(viaSession.headers.get('content-disposition')).toBe(
      'attachment; filename="waitlist.csv"',
    )
    expect(sessionCsv).toContain(email)
    expect(sessionCsv).toBe(tokenCsv)
  })
})

/** A sign-up's source as the dashboard defines it, worked out here from the export's row. */
function sourceOf(row: StoredSignup): string {
  if (row.referred_by) return REFERRAL
  const utmSource = row.utm.utm_source?.trim()
  if (utmSource) return utmSource
  try {
    const host = new URL(row.referrer).hostname
    if (host) return host
  } catch {
    // Not an address: no host.
  }
  return DIRECT
}
const isFlagged = (row: StoredSignup) =>
  row.honeypot_filled || row.submitted_too_fast || row.disposable_domain

/** How many rows each key has, most first, as the dashboard lists a breakdown. */
function tally<Key>(rows: readonly StoredSignup[], keyOf: (row: StoredSignup) => Key) {
  const counts = new Map<Key, number>()
  for (const row of rows) counts.set(keyOf(row), (counts.get(keyOf(row)) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])
}
const sortedByKey = <Row>(rows: Row[], key: (row: Row) => string) =>
  [...rows].sort((a, b) => key(a).localeCompare(key(b)))

describe.each(DATABASES)('the dashboard’s numbers on the $name', ({ databaseUrl }) => {
  // A database of its own: no other file's sign-ups change the numbers between two reads.
  let db: WaitlistDatabase
  beforeAll(async () => {
    db = await openOwnTestDatabase(databaseUrl)
  }, 60_000)
  afterAll(() => db?.close())

  it('every number agrees with the export: totals, days, sources, matches, user types, flagged, the newest', async () => {
    const server = await startTestServer(db, { dashboard: testDashboard(db) })
    const referrers = [
      'https://User:secret@WWW.Example.ORG:8443/path?q=1',
      'http://[2001:db8::1]/x',
      'android-app://com.google.android.gm/',
      'not an address',
      'https://news.example/',
      '',
    ]
    const utmSources = ['newsletter', 'Instagram', '', '']
    const matches = content.recommendations.recommendations.map((massage) => massage.key)
    const userTypes = ['client', 'therapist', 'both', '']
    const emails: string[] = []
    let referrerCode = ''
    for (let index = 0; index < 80; index++) {
      const email =
        index % 17 === 5 ? `someone-${randomUUID().slice(0, 8)}@mailinator.com` : uniqueEmail('n')
      emails.push(email)
      const utmSource = utmSources[index % utmSources.length] ?? ''
      const body = signupBody(email, {
        fields: { name: `Person ${index}`, email, userType: userTypes[index % userTypes.length] },
        source: {
          utm: utmSource ? { utm_source: utmSource } : {},
          referrer: referrers[index % referrers.length],
          landingPath: '/',
        },
        spam: { honeypotFilled: index % 13 === 3, submittedTooFast: index % 11 === 4 },
        ...(index % 3 === 0 ? {} : { match: matches[index % matches.length] }),
      })
      const response = await postJson(server.url, body)
      expect(response.status).toBe(202)
      if (index === 0) referrerCode = codeOf((await response.json()).referralLink)
    }
    // A friend who arrived by the first sign-up's link, and confirmed: a referral that counts.
    const friend = uniqueEmail('friend')
    const friendBody = signupBody(friend)
    const byCode = { ...friendBody, source: { ...friendBody.source, referralCode: referrerCode } }
    expect((await postJson(server.url, byCode)).status).toBe(202)
    await signupStore(db).confirm(friend, new Date())
    // Spread over time (today, this week, the chart's first day, before it), some confirmed, one gone.
    const now = new Date()
    const store = signupStore(db)
    for (const [index, email] of emails.entries()) {
      const daysAgo =
        [0, 0, 1, 3, 6, 8, 30, DAYS_CHARTED.most - 1, DAYS_CHARTED.most, 200][index % 10] ?? 0
      await rawSql(db).query(
        'UPDATE waitlist_signups SET received_at = $2::timestamptz WHERE email = $1',
        [email, new Date(now.getTime() - daysAgo * DAY_MS - index * 60_000)],
      )
      if (index % 3 !== 1) await store.confirm(email, now)
    }
    // Rows from before the content changed: a massage and an option it no longer has.
    await rawSql(db).query(
      `UPDATE waitlist_signups SET quiz_match = 'gone-massage',
        fields = fields || '{"userType": "a-type-no-longer-offered"}' WHERE email = ANY($1::text[])`,
      [emails.slice(0, 8)],
    )
    const gone = emails.pop() ?? ''
    await store.leave(gone, `hash-${randomUUID()}`, now)

    const cookie = await signedIn(server.url)
    const stats = await statsOf(server.url, cookie)
    const rows = await exportRows(server.url)
    const csv = await (await get(server.url, ADMIN_EXPORT_PATH, cookie)).text()
    const page = await (await get(server.url, ADMIN_PATH, cookie)).text()
    await server.close()

    const counted = rows.filter((row) => !isFlagged(row))
    const flagged = rows.filter(isFlagged)
    const at = new Date(stats.generatedAt)
    const today = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())
    const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS
    const between = (start: number, end = Number.POSITIVE_INFINITY) =>
      counted.filter((row) => row.received_at.getTime() >= start && row.received_at.getTime() < end)
    const confirmed = counted.filter((row) => row.confirmed_at !== null).length

    // The CSV has a heading line and a row per sign-up, flagged or not.
    expect(csv.trimEnd().split('\r\n').length - 1).toBe(rows.length)
    expect(stats.totals.joined + stats.flagged.total).toBe(rows.length)
    expect(stats.totals).toEqual({
      joined: counted.length,
      confirmed,
      confirmationRate: confirmed / counted.length,
      left: 1,
      today: between(today).length,
      yesterday: between(today - DAY_MS, today).length,
      thisWeek: between(monday).length,
      lastWeek: between(monday - 7 * DAY_MS, monday).length,
    })
    expect(stats.timeZone).toBe('UTC')
    expect(counted.length).toBeGreaterThan(NEWEST_LISTED)
    expect(flagged.length).toBeGreaterThan(5)

    // The first sign-up is 200 days old: the chart spans its most days.
    const firstDay = today - (DAYS_CHARTED.most - 1) * DAY_MS
    const expectedDays = Array.from({ length: DAYS_CHARTED.most }, (_, index) => {
      const start = firstDay + index * DAY_MS
      const ofDay = counted.filter(
        (row) => row.received_at.getTime() >= start && row.received_at.getTime() < start + DAY_MS,
      )
      const confirmedThen = ofDay.filter((row) => row.confirmed_at !== null).length
      return {
        day: new Date(start).toISOString().slice(0, 10),
        confirmed: confirmedThen,
        unconfirmed: ofDay.length - confirmedThen,
      }
    })
    expect(stats.days).toEqual(expectedDays)

    const bySource = tally(counted, sourceOf).map(([source, count]) => ({ source, count }))
    expect(sortedByKey(stats.sources, (row) => row.source)).toEqual(
      sortedByKey(bySource, (row) => row.source),
    )
    expect(stats.sources.map((row) => row.source)).toEqual(
      expect.arrayContaining([
        'www.example.org',
        '[2001:db8::1]',
        'com.google.android.gm',
        DIRECT,
        REFERRAL,
      ]),
    )
    const byMatch = tally(counted, (row) => row.quiz_match).map(([match, count]) => ({
      match,
      name: match === null ? null : names.massage(match),
      count,
    }))
    expect(sortedByKey(stats.matches, (row) => String(row.match))).toEqual(
      sortedByKey(byMatch, (row) => String(row.match)),
    )
    expect(stats.matches.find((row) => row.match === 'swedish')?.name).toBe(
      content.recommendations.recommendations.find((massage) => massage.key === 'swedish')?.name,
    )
    const byUserType = tally(counted, (row) => String(row.fields.userType ?? '')).map(
      ([userType, count]) => ({
        userType,
        label: userType ? names.userType(userType) : null,
        count,
      }),
    )
    expect(sortedByKey(stats.userTypes, (row) => row.userType)).toEqual(
      sortedByKey(byUserType, (row) => row.userType),
    )
    for (const list of [stats.sources, stats.matches, stats.userTypes])
      expect(list.map((row) => row.count)).toEqual(
        [...list.map((row) => row.count)].sort((a, b) => b - a),
      )

    expect(stats.flagged.total).toBe(flagged.length)
    expect(stats.flagged.byFlag).toEqual({
      honeypot_filled: rows.filter((row) => row.honeypot_filled).length,
      submitted_too_fast: rows.filter((row) => row.submitted_too_fast).length,
      disposable_domain: rows.filter((row) => row.disposable_domain).length,
    })
    const newestFirst = (list: StoredSignup[]) =>
      [...list]
        .sort(
          (a, b) =>
            b.received_at.getTime() - a.received_at.getTime() || b.email.localeCompare(a.email),
        )
        .slice(0, NEWEST_LISTED)
        .map((row) => row.email)
    expect(stats.newest.map((line) => line.email)).toEqual(newestFirst(counted))
    expect(stats.newest).toHaveLength(Math.min(NEWEST_LISTED, counted.length))
    expect(stats.flagged.newest.map((line) => line.email)).toEqual(newestFirst(flagged))
    expect(stats.flagged.newest.every((line) => line.flags.length > 0)).toBe(true)
    // The best referrers are the ones `npm run waitlist -- top` lists, and the page shows them.
    const top = await topReferrers(db.kysely, TOP_REFERRERS, content.emails.referrals.referralBonus)
    expect(stats.topReferrers).toEqual(top)
    expect(
      top.map(({ email, referralCode, referrals }) => [email, referralCode, referrals]),
    ).toEqual([[emails[0], referrerCode, 1]])
    expect(page).toContain(referrerCode)
    expect(page).toContain(emails[0])
    // Without a webhook there is no delivery to list: the page says webhooks are not set up.
    expect(stats.failedDeliveries).toBeNull()
    expect(page).toContain(ADMIN_COPY.failedDeliveries.notYet)
  })
})

describe.each(DATABASES)('the dashboard in the owner’s time zone on the $name', ({
  databaseUrl,
}) => {
  let db: WaitlistDatabase
  afterAll(() => db?.close())

  // A Wednesday, 02:30 UTC: still Tuesday evening in Los Angeles (UTC−8), late morning in Tokyo.
  const now = new Date('2026-03-04T02:30:00Z')
  /** Sign-ups by when they came (UTC), and the owner's day each falls on in each zone. */
  const received = {
    a: '2026-03-04T01:00:00Z', // LA: Tue 3, 17:00 (today) · Tokyo: Wed 4, 10:00 (today)
    b: '2026-03-03T20:00:00Z', // LA: Tue 3 (today)         · Tokyo: Wed 4 (today)
    c: '2026-03-03T10:00:00Z', // LA: Tue 3 (today)         · Tokyo: Tue 3 (yesterday)
    d: '2026-03-03T05:00:00Z', // LA: Mon 2 (yesterday)     · Tokyo: Tue 3 (yesterday)
    e: '2026-02-25T12:00:00Z', // last week in both
    f: '2026-02-23T03:00:00Z', // LA: Sun 22, the week before last · Tokyo: Mon 23, last week
    g: '2026-03-01T20:00:00Z', // LA: Sun 1, last week      · Tokyo: Mon 2, this week
  }
  const emailOf = Object.fromEntries(
    Object.keys(received).map((key) => [key, uniqueEmail(`zone-${key}`)]),
  )

  const receivedAt = (email: string | undefined, at: string) =>
    rawSql(db).query('UPDATE waitlist_signups SET received_at = $2::timestamptz WHERE email = $1', [
      email,
      at,
    ])

  beforeAll(async () => {
    db = await openOwnTestDatabase(databaseUrl)
    const server = await startTestServer(db, { dashboard: testDashboard(db) })
    for (const [key, at] of Object.entries(received)) {
      const email = emailOf[key] ?? ''
      expect((await postJson(server.url, signupBody(email))).status).toBe(202)
      await receivedAt(email, at)
    }
    await server.close()
  }, 120_000)

  /** The stats, the page and the panels as the owner signed in with `fields` sees them. */
  async function dashboardAs(fields: Record<string, string>) {
    const server = await startTestServer(db, { dashboard: testDashboard(db, { now: () => now }) })
    const cookie = await signedIn(server.url, fields)
    const stats = await statsOf(server.url, cookie)
    const page = new JSDOM(await (await get(server.url, ADMIN_PATH, cookie)).text()).window.document
    await server.close()
    const cellsOf = (email: string) =>
      [...page.querySelectorAll('#newest-table tr')]
        .find((row) => row.textContent?.includes(email))
        ?.querySelector('td')?.textContent
    return { stats, page, cellsOf }
  }
  const totalsOf = (page: Document) =>
    [...page.querySelectorAll('#totals dl > div')].map((item) =>
      [...item.querySelectorAll('dt, dd')].map((part) => part.textContent),
    )

  it('counts today, yesterday, this week and last in Los Angeles, shows its times, and says so', async () => {
    const { stats, page, cellsOf } = await dashboardAs({ timeZone: 'America/Los_Angeles' })
    expect(stats.timeZone).toBe('America/Los_Angeles')
    expect(stats.totals).toMatchObject({ today: 3, yesterday: 1, thisWeek: 4, lastWeek: 2 })
    expect(cellsOf(emailOf.a ?? '')).toBe('2026-03-03 17:00')
    expect(stats.days.at(-1)).toEqual({ day: '2026-03-03', confirmed: 0, unconfirmed: 3 })
    expect(stats.days.find((day) => day.day === '2026-02-22')?.unconfirmed).toBe(1)
    expect(page.getElementById('zone-note')?.textContent).toContain(
      ADMIN_COPY.zone({ timeZone: 'America/Los_Angeles', said: 'browser' }),
    )
    expect(totalsOf(page).slice(0, 2)).toEqual([
      [ADMIN_COPY.totals.today, '3', ADMIN_COPY.totals.onYesterday(3, 1)],
      [ADMIN_COPY.totals.thisWeek, '4', ADMIN_COPY.totals.onLastWeek(4, 2)],
    ])
  })

  it('counts the same sign-ups on other days in Tokyo', async () => {
    const { stats, cellsOf } = await dashboardAs({ timeZone: 'Asia/Tokyo' })
    expect(stats.totals).toMatchObject({ today: 2, yesterday: 2, thisWeek: 5, lastWeek: 2 })
    expect(cellsOf(emailOf.a ?? '')).toBe('2026-03-04 10:00')
    expect(stats.days.at(-1)).toEqual({ day: '2026-03-04', confirmed: 0, unconfirmed: 2 })
  })

  it('spans the chart from the first sign-up’s day, 14 days at least: a young list fills it', async () => {
    const { stats } = await dashboardAs({ timeZone: 'Asia/Tokyo' })
    // The first sign-up (Tokyo: Feb 23) is 10 days before today: the chart has its 14 days.
    expect(stats.days).toHaveLength(DAYS_CHARTED.least)
    expect(stats.days[0]?.day).toBe('2026-02-19')
    expect(stats.days.reduce((sum, day) => sum + day.unconfirmed, 0)).toBe(7)
    // One sign-up 40 days old: 41 days, from its day.
    await receivedAt(emailOf.f, '2026-01-23T03:00:00Z')
    const older = await dashboardAs({ timeZone: 'Asia/Tokyo' })
    await receivedAt(emailOf.f, received.f)
    expect(older.stats.days).toHaveLength(41)
    expect(older.stats.days[0]).toEqual({ day: '2026-01-23', confirmed: 0, unconfirmed: 1 })
  })

  it('without the sign-in page’s script, or with a zone it does not know, counts in UTC and says so', async () => {
    const none = await dashboardAs({})
    const unknown = await dashboardAs({ timeZone: 'Mars/Olympus_Mons' })
    for (const { stats, cellsOf } of [none, unknown]) {
      expect(stats.timeZone).toBe('UTC')
      expect(stats.totals).toMatchObject({ today: 1, yesterday: 3 })
      expect(cellsOf(emailOf.a ?? '')).toBe('2026-03-04 01:00')
    }
    expect(none.page.getElementById('zone-note')?.textContent).toContain(
      ADMIN_COPY.zone({ timeZone: 'UTC', said: 'none' }),
    )
    expect(unknown.page.getElementById('zone-note')?.textContent).toContain(
      ADMIN_COPY.zone({ timeZone: 'UTC', said: 'unknown', given: 'Mars/Olympus_Mons' }),
    )
  })
})
