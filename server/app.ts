import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { SignupReceipt } from '../contract/signup-payload.ts'
import { addAdminRoutes, type DashboardSetting } from './admin/admin-routes.ts'
import { limitBodies, MAX_BODY_BYTES, SMALL_BODY_BYTES } from './body-limits.ts'
import { addressBucket, isLoopback } from './client-address.ts'
import type { Queryable } from './db/database.ts'
import { addFunnelRoute, type FunnelRouteSetting } from './funnel/funnel-route.ts'
import { addMailboxPage } from './mail/dev-mailbox-page.ts'
import { MATCH_EMAIL_PATH, referralLinkOf } from './mail/mail-links.ts'
import type { MailQueue } from './mail/mail-queue.ts'
import type { MailSecrets } from './mail/mail-secrets.ts'
import type { LinkPages } from './pages/link-pages.tsx'
import { EXPORT_JSON_PATH, EXPORT_PATH, HEALTH_PATH, WAITLIST_PATH } from './paths.ts'
import { securityHeaders } from './security-headers.ts'
import { carriesAdminToken } from './waitlist/admin-token.ts'
import { corsForOrigins } from './waitlist/cors.ts'
import { signupsCsv } from './waitlist/csv.ts'
import {
  answerFormPost,
  type FormPostPages,
  formProblemPage,
  isFormPost,
  mediaTypeOf,
  valuesOfTooLargePost,
} from './waitlist/form-post.ts'
import { addLinkRoutes } from './waitlist/link-routes.ts'
import { addMatchEmailRoute } from './waitlist/match-email-route.ts'
import {
  databaseCounter,
  prefixCounter,
  type RateLimit,
  rateLimitPerClient,
} from './waitlist/rate-limit.ts'
import type { SignupRules } from './waitlist/signup-rules.ts'
import type { SignupStore } from './waitlist/signup-store.ts'
import { errorKind, RowRefusedError } from './waitlist/store-errors.ts'
import { addWaitingCountRoute } from './waitlist/waiting-count-route.ts'

/** Wrong admin tokens one client may present, whatever WAITLIST_RATE_LIMIT says. */
export const ADMIN_TOKEN_GUESSES: RateLimit = { limit: 10, windowMs: 15 * 60_000 }

/** What the routes that send or follow email need (server/mail/). */
export type MailRoutes = {
  queue: MailQueue
  secrets: MailSecrets
  /** The pages an email's links open, in the content's words. */
  linkPages: LinkPages
  now: () => Date
  /** The dev mailbox's folder, for its page; only without SMTP_URL, outside production. */
  mailbox?: { folder: string; brand: string }
}

export type WaitlistAppOptions = {
  rules: SignupRules
  store: SignupStore
  /** The origins whose pages may send sign-ups from a browser (the site's, and the dev server's). */
  allowedOrigins: readonly string[]
  /** SITE_URL's origin (or, unset, where this process answers): a personal link starts with it. */
  siteUrl: () => string
  rateLimit: RateLimit
  /** Where the rate limits count (the waitlist's database), shared by every process on it. */
  counters: Queryable
  /** WAITLIST_ADMIN_TOKEN, the owner's bearer token; without one, the exports do not exist (404). */
  adminToken?: string
  /**
   * The token this process gives `npm run waitlist` on this machine (embedded-owner.ts), for the
   * JSON export only, when it has the embedded database open, and only from this machine.
   */
  localToken?: string
  /** The client's address, as the host knows it (the socket's on Node, or TRUST_PROXY's). */
  addressOf: (c: Context) => string
  /** The connection's own address (the socket's), never a header: who may use `localToken`. */
  socketAddressOf?: (c: Context) => string | undefined
  /** The no-JavaScript form's pages; without them, a posted form is refused (415). */
  formPages?: FormPostPages
  /** Whether the database answers, for `GET /api/health`; without it, that route does not exist. */
  databaseAnswers?: () => Promise<boolean>
  /** Confirmation links, leaving, the quiz's match email; without it, those routes do not exist. */
  mail?: MailRoutes
  /** The owner's dashboard at /admin; without it, or without `adminToken`, /admin is a 404. */
  dashboard?: DashboardSetting
  /** The server's clock, for how long the count of people waiting is held; the system's by default. */
  now?: () => Date
  /** The funnel's beacons (issue 48); without it, POST /api/funnel does not exist. */
  funnel?: Omit<FunnelRouteSetting, 'allowedOrigins'>
}

const problem = (
  c: Context,
  status: 400 | 404 | 409 | 413 | 415 | 422 | 503,
  error: string,
  message: string,
) => c.json({ error, message }, status)

/**
 * The waitlist endpoint, one fetch handler (Node, or a serverless host): `POST /api/waitlist`
 * (JSON from the site's outbox, or the form posted without JavaScript) and the owner's CSV export.
 */
export function createWaitlistApp(options: WaitlistAppOptions) {
  const { rules, store, formPages } = options
  const app = new Hono()
  // An IPv6 client counts as its /64 (the wrong admin tokens' count).
  const clientOf = (c: Context) => addressBucket(options.addressOf(c))
  const tooMany = (c: Context, retryAfter: number) =>
    c.json(
      {
        error: 'rate-limited',
        message: `Too many requests from this address: try again in ${retryAfter} s.`,
      },
      429,
      { 'retry-after': String(retryAfter) },
    )

  app.use(securityHeaders())
  const jsonTooLarge = (c: Context) => problem(c, 413, 'too-large', 'The request is too large.')
  app.use(
    limitBodies(
      {
        [WAITLIST_PATH]: {
          maxBytes: MAX_BODY_BYTES,
          tooLarge: async (c) =>
            formPages && isFormPost(c)
              ? formProblemPage(
                  c,
                  formPages,
                  413,
                  await valuesOfTooLargePost(c, rules, MAX_BODY_BYTES),
                  { kind: 'too-large' },
                )
              : problem(
                  c,
                  413,
                  'too-large',
                  `A sign-up may be at most ${MAX_BODY_BYTES / 1024} KB.`,
                ),
        },
        [MATCH_EMAIL_PATH]: { maxBytes: MAX_BODY_BYTES, tooLarge: jsonTooLarge },
      },
      { maxBytes: SMALL_BODY_BYTES, tooLarge: jsonTooLarge },
    ),
  )
  for (const path of [WAITLIST_PATH, MATCH_EMAIL_PATH])
    app.use(path, corsForOrigins(options.allowedOrigins))
  // Each client counts in its own bucket and the networks around it (client-address.ts): what
  // sends mail on a visitor's word and the exports in one count (a token guessed is a token
  // tried), the links in emails in another.
  const limits =
    options.rateLimit.limit > 0
      ? {
          requests: prefixCounter(options.counters, 'requests', options.rateLimit),
          links: prefixCounter(options.counters, 'links', options.rateLimit),
          clientOf: options.addressOf,
        }
      : undefined
  if (limits) {
    const limit = rateLimitPerClient([limits.requests], limits.clientOf, (c, retryAfter) =>
      formPages && isFormPost(c)
        ? formProblemPage(c, formPages, 429, {}, { kind: 'failed' })
        : tooMany(c, retryAfter),
    )
    for (const path of [WAITLIST_PATH, MATCH_EMAIL_PATH, EXPORT_PATH, EXPORT_JSON_PATH])
      app.use(path, limit)
  }

  app.post(WAITLIST_PATH, async (c) => {
    if (formPages && isFormPost(c))
      return answerFormPost(c, {
        rules,
        store,
        pages: formPages,
        allowedOrigins: options.allowedOrigins,
      })
    if (mediaTypeOf(c) !== 'application/json')
      return problem(c, 415, 'unsupported-type', 'Send the sign-up as application/json.')
    let body: unknown
    try {
      body = JSON.parse(await c.req.text())
    } catch {
      return problem(c, 400, 'not-json', 'The body is not valid JSON.')
    }
    const checked = rules.check(body, c.req.header('idempotency-key'))
    if (!checked.ok) {
      const { status, ...rejection } = checked.rejection
      return c.json(rejection, status)
    }
    const { outcome, referralCode } = await store.add(checked.signup)
    if (outcome === 'key-reused')
      return problem(
        c,
        409,
        'idempotency-key-reused',
        'This Idempotency-Key was already used for another sign-up.',
      )
    // New or already on the list, the same answer (decision 0026): the owner hears by email. The
    // link credits the address's sign-up, with a code of this request's own (decision 0031).
    const receipt: SignupReceipt = referralCode
      ? { status: 'received', referralLink: referralLinkOf(options.siteUrl(), referralCode) }
      : { status: 'received' }
    return c.json(receipt, 202)
  })

  addWaitingCountRoute(app, { read: store.waiting, now: options.now ?? (() => new Date()) })

  if (options.funnel)
    addFunnelRoute(app, { ...options.funnel, allowedOrigins: options.allowedOrigins })

  const { mail } = options
  if (mail) {
    addLinkRoutes(app, {
      store,
      queue: mail.queue,
      secrets: mail.secrets,
      pages: mail.linkPages,
      now: mail.now,
      siteUrl: options.siteUrl,
      allowedOrigins: options.allowedOrigins,
      limits,
    })
    addMatchEmailRoute(app, { rules, queue: mail.queue })
    if (mail.mailbox) addMailboxPage(app, mail.mailbox.folder, mail.mailbox.brand)
  }

  const tokenGuesses = databaseCounter(options.counters, 'admin-token', ADMIN_TOKEN_GUESSES)
  /** Straight from this machine: a loopback socket, and no proxy's header. */
  const fromThisMachine = (c: Context) =>
    isLoopback(options.socketAddressOf?.(c)) &&
    c.req.header('x-forwarded-for') === undefined &&
    c.req.header('forwarded') === undefined

  /**
   * Only for a bearer of one of these tokens; a 404 when there is none. Every try counts
   * against the client's guesses and a right one is given back, so no number of tries at once
   * gets past the limit.
   */
  const bearersOf =
    (...accepted: (string | undefined)[]): MiddlewareHandler =>
    async (c, next) => {
      const tokens = accepted.filter((token): token is string => Boolean(token))
      if (tokens.length === 0) return problem(c, 404, 'not-found', 'Not found.')
      const client = clientOf(c)
      const retryAfter = await tokenGuesses.count(client)
      if (retryAfter > 0) return tooMany(c, retryAfter)
      const authorization = c.req.header('authorization')
      const presentable = tokens.filter(
        (token) => token !== options.localToken || fromThisMachine(c),
      )
      if (!presentable.some((token) => carriesAdminToken(authorization, token)))
        return c.json({ error: 'unauthorized', message: 'A valid admin token is required.' }, 401, {
          'www-authenticate': 'Bearer',
        })
      await tokenGuesses.refund(client)
      c.header('cache-control', 'no-store')
      return next()
    }

  if (options.adminToken && options.dashboard)
    addAdminRoutes(app, {
      ...options.dashboard,
      token: options.adminToken,
      store,
      fieldNames: () => rules.fieldNames,
      guesses: tokenGuesses,
      clientOf,
      allowedOrigins: options.allowedOrigins,
    })

  app.get(EXPORT_PATH, bearersOf(options.adminToken), async (c) =>
    c.body(signupsCsv(await store.list(), rules.fieldNames), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="waitlist.csv"',
    }),
  )
  app.get(EXPORT_JSON_PATH, bearersOf(options.adminToken, options.localToken), async (c) =>
    c.json(await store.list()),
  )

  // For a supervisor (Docker's HEALTHCHECK, a load balancer): not rate limited, never cached.
  const { databaseAnswers } = options
  if (databaseAnswers)
    app.get(HEALTH_PATH, async (c) => {
      c.header('cache-control', 'no-store')
      return (await databaseAnswers())
        ? c.json({ status: 'ok', database: 'up' })
        : c.json({ status: 'unavailable', database: 'down' }, 503)
    })

  app.notFound((c) => problem(c, 404, 'not-found', 'Not found.'))
  app.onError((error, c) => {
    // A row the database refused (logged by its key where it failed): sending it again will not help.
    if (error instanceof RowRefusedError)
      return problem(c, 422, 'not-storable', 'The waitlist cannot store this sign-up.')
    // The database away, most likely: the outbox tries again on a 503. Its kind only, no data.
    console.error(`The waitlist could not answer: ${errorKind(error)}`)
    return problem(c, 503, 'unavailable', 'The waitlist cannot take sign-ups just now.')
  })
  return app
}
