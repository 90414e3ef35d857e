import type { Context, Hono, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'
import type { Queryable } from '../db/database.ts'
import { dashboardPage, dashboardPanels, REFRESH_HEADER } from '../pages/dashboard-page.tsx'
import { notOurPagePage, signInPage, tooManyTriesPage } from '../pages/owner-pages.tsx'
import { SERVER_PAGE_POLICY } from '../pages/page-policy.ts'
import {
  ADMIN_EXPORT_PATH,
  ADMIN_PANELS_PATH,
  ADMIN_PATH,
  ADMIN_SIGN_IN_PATH,
  ADMIN_SIGN_OUT_PATH,
  ADMIN_STATS_PATH,
} from '../paths.ts'
import { postedFromTheSite } from '../posted-from-the-site.ts'
import { isAdminToken } from '../waitlist/admin-token.ts'
import { signupsCsv } from '../waitlist/csv.ts'
import type { Counter } from '../waitlist/rate-limit.ts'
import type { SignupStore } from '../waitlist/signup-store.ts'
import { ADMIN_COPY } from './admin-copy.ts'
import { adminSessions } from './admin-sessions.ts'
import { type DashboardNames, type DashboardSlots, dashboardStatsOf } from './dashboard-stats.ts'
import { funnelQuery, funnelStatsOf } from './funnel-stats.ts'
import { ownerZoneOf, ZONE_FIELD, ZONE_NAME_MAX } from './owner-time-zone.ts'

/** The session's cookie: sent back only to the dashboard's own paths. */
export const SESSION_COOKIE = 'restwell_admin'
/** The owner's time zone as the sign-in page's script said it: the dashboard's days and times. */
export const ZONE_COOKIE = 'restwell_admin_zone'

/** What the dashboard needs from the server besides its routes. */
export type DashboardSetting = {
  /** The waitlist's database: the stats and the sessions. */
  db: Queryable
  /** Secure cookies (production: the site is served over HTTPS). */
  secureCookie: boolean
  /** The massages' and user types' names, from the content as it is now. */
  names: () => DashboardNames
  brand: () => string
  now: () => Date
  /** The numbers other issues add (referrers, webhook failures), once they are wired in. */
  slots?: DashboardSlots
  /** The funnel's steps (contract/funnel-steps.ts) from the quiz as it is now; no funnel without. */
  funnelSteps?: () => readonly string[]
}

export type AdminRoutesSetting = DashboardSetting & {
  token: string
  store: SignupStore
  /** The waitlist form's fields, in its order: the export's columns. */
  fieldNames: () => readonly string[]
  /** Wrong admin tokens per client: the same count the bearer routes keep. */
  guesses: Counter
  clientOf: (c: Context) => string
  /** The site's origins: the only pages that may sign the owner in or out. */
  allowedOrigins: readonly string[]
}

/**
 * `/admin`: the owner's dashboard behind WAITLIST_ADMIN_TOKEN (decision 0033). The token, typed
 * once into the sign-in page, is exchanged for a session whose random id lives in an HttpOnly,
 * SameSite=Strict cookie; the browser never keeps the token. Every answer is noindex and never
 * cached.
 */
export function addAdminRoutes(app: Hono, setting: AdminRoutesSetting) {
  const sessions = adminSessions(setting.db)
  const { now } = setting
  /** The owner's zone, kept from the sign-in (UTC, said so, without one). */
  const zoneOf = (c: Context) => ownerZoneOf(getCookie(c, ZONE_COOKIE))
  const stats = (c: Context) =>
    dashboardStatsOf(setting.db, setting.names(), now(), setting.slots, zoneOf(c).timeZone)
  /** The funnel the query string asks for (issue 48); undefined without the funnel. */
  const funnel = async (c: Context) => {
    const steps = setting.funnelSteps?.()
    if (!steps) return undefined
    const query = funnelQuery.parse(c.req.query())
    return funnelStatsOf(setting.db, steps, query, now(), zoneOf(c).timeZone)
  }
  /** What the dashboard's panels show, for the query's funnel filters. */
  const panels = async (c: Context) => ({
    stats: await stats(c),
    names: setting.names(),
    funnel: await funnel(c),
    zone: zoneOf(c),
  })

  const private_: MiddlewareHandler = async (c, next) => {
    await next()
    c.res.headers.set('cache-control', 'no-store')
    c.res.headers.set('x-robots-tag', 'noindex, nofollow')
  }
  app.use(ADMIN_PATH, private_)
  app.use(`${ADMIN_PATH}/*`, private_)

  /** A page of the owner's, in the server pages' one layout (pages/). */
  const page = (c: Context, text: string, status: 200 | 401 | 403 | 429 = 200) =>
    c.html(text, status, { 'content-security-policy': SERVER_PAGE_POLICY })
  /**
   * Signing in and out only from the dashboard's own pages: another site's page could otherwise
   * spend the owner's guesses (and lock the owner out) or drop the owner's cookie. Refused
   * before anything counts.
   */
  const fromTheSite: MiddlewareHandler = async (c, next) => {
    if (postedFromTheSite(c, setting.allowedOrigins)) return next()
    return page(c, notOurPagePage(setting.brand()), 403)
  }

  /** Whether the request carries a live session; a refresh by the page does not keep it alive. */
  const signedIn = async (c: Context) => {
    const id = getCookie(c, SESSION_COOKIE) ?? ''
    return sessions.isLive(id, now(), c.req.header(REFRESH_HEADER) === undefined)
  }
  const cookieOptions: CookieOptions = {
    path: ADMIN_PATH,
    httpOnly: true,
    secure: setting.secureCookie,
    sameSite: 'Strict',
  }
  /** Data only for a live session; 401 with nothing in it otherwise. */
  const sessionOnly: MiddlewareHandler = async (c, next) => {
    if (await signedIn(c)) return next()
    return c.json({ error: 'unauthorized', message: 'Sign in at /admin first.' }, 401)
  }

  app.get(ADMIN_PATH, async (c) => {
    if (await signedIn(c)) return page(c, dashboardPage(await panels(c), setting.brand()))
    const hadSession = getCookie(c, SESSION_COOKIE) !== undefined
    if (hadSession) deleteCookie(c, SESSION_COOKIE, cookieOptions)
    return page(
      c,
      signInPage(setting.brand(), hadSession ? ADMIN_COPY.signIn.expired : undefined),
      hadSession ? 401 : 200,
    )
  })

  app.post(ADMIN_SIGN_IN_PATH, fromTheSite, async (c) => {
    // Every try takes a point first, a right one gives it back (decision 0014): no number of
    // tries at once gets past the limit, and past it even the right token is refused.
    const client = setting.clientOf(c)
    const retryAfter = await setting.guesses.count(client)
    if (retryAfter > 0) {
      c.header('retry-after', String(retryAfter))
      return page(c, tooManyTriesPage(setting.brand(), now(), retryAfter), 429)
    }
    const body = await c.req.parseBody()
    const presented = typeof body.token === 'string' ? body.token : ''
    if (!isAdminToken(presented, setting.token))
      return page(c, signInPage(setting.brand(), ADMIN_COPY.signIn.wrong), 401)
    await setting.guesses.refund(client)
    setCookie(c, SESSION_COOKIE, await sessions.start(now()), cookieOptions)
    // Checked each time it is read (owner-time-zone.ts); kept as given, so the page can say it.
    const zone = body[ZONE_FIELD]
    if (typeof zone === 'string' && zone.trim())
      setCookie(c, ZONE_COOKIE, zone.trim().slice(0, ZONE_NAME_MAX), cookieOptions)
    else deleteCookie(c, ZONE_COOKIE, cookieOptions)
    return c.redirect(ADMIN_PATH, 303)
  })

  app.post(ADMIN_SIGN_OUT_PATH, fromTheSite, async (c) => {
    const id = getCookie(c, SESSION_COOKIE)
    if (id) await sessions.end(id)
    deleteCookie(c, SESSION_COOKIE, cookieOptions)
    return c.redirect(ADMIN_PATH, 303)
  })

  app.get(ADMIN_PANELS_PATH, sessionOnly, async (c) => c.html(dashboardPanels(await panels(c))))
  // The funnel as an ordered array of { step, visitors }, for the query's period (all time by default).
  app.get(ADMIN_STATS_PATH, sessionOnly, async (c) => {
    const shown = await funnel(c)
    return c.json({ ...(await stats(c)), ...(shown ? { funnel: shown.steps } : {}) })
  })
  app.get(ADMIN_EXPORT_PATH, sessionOnly, async (c) =>
    c.body(signupsCsv(await setting.store.list(), setting.fieldNames()), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="waitlist.csv"',
    }),
  )
}
