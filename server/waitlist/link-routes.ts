import type { Context, Hono } from 'hono'
import { normalizedEmail } from '../../schemas/waitlist.schema.ts'
import type { LinkPurpose } from '../mail/link-tokens.ts'
import { CONFIRM_PATH, LEAVE_PATH, NEW_LINK_PATH, STATUS_PATH } from '../mail/mail-links.ts'
import type { MailQueue } from '../mail/mail-queue.ts'
import type { MailSecrets } from '../mail/mail-secrets.ts'
import { postedFromTheSite } from '../posted-from-the-site.ts'
import type { LinkPages } from './link-pages.ts'
import { type Counter, rateLimitPerClient } from './rate-limit.ts'
import type { SignupStore } from './signup-store.ts'

export type LinkRoutesSetting = {
  store: SignupStore
  queue: MailQueue
  secrets: MailSecrets
  pages: LinkPages
  now: () => Date
  /** Where a personal link leads: SITE_URL's origin, or where this process answers. */
  siteUrl: () => string
  /** The site's origins: the only pages that may ask for a new link. */
  allowedOrigins: readonly string[]
  /**
   * The limits per client, when there are: `links` for every link's page, and for a new link,
   * which sends mail on a visitor's word, `requests` as well (the sign-ups' count).
   */
  limits?: { links: Counter; requests: Counter; clientOf: (c: Context) => string }
}

/** A token from the query (the link itself) or from the posted form (its button). */
async function tokenOf(c: Context): Promise<string> {
  const fromQuery = c.req.query('token')
  if (fromQuery) return fromQuery
  if (c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')) {
    const body = await c.req.parseBody()
    if (typeof body.token === 'string') return body.token
  }
  return ''
}

/**
 * The pages the links in an email open. Confirming and leaving take a press of a button that
 * posts (decision 0025: mail scanners open links); the one-click leave of RFC 8058 posts to the
 * link itself. A link that is forged or expired gets a 400 page that offers a new one. The
 * confirmed page and the status link's page show where the address stands (issue 34).
 */
export function addLinkRoutes(app: Hono, setting: LinkRoutesSetting) {
  const { store, queue, secrets, pages, now, siteUrl, limits } = setting
  const page = (c: Context, text: string, status: 200 | 400 | 403 | 422 | 429 = 200) =>
    c.html(text, status, {
      'content-security-policy': pages.policy,
      'cache-control': 'no-store',
      // The token in the address is the reader's own: never passed on to another page.
      'referrer-policy': 'no-referrer',
    })
  const linkIn = async (purpose: LinkPurpose, token: string) =>
    token ? (await secrets.tokens()).read(purpose, token, now()) : undefined
  const addressIn = async (purpose: LinkPurpose, token: string) =>
    (await linkIn(purpose, token))?.email
  /** The confirmed page, with where the address stands now (issue 34). */
  const confirmedPage = async (c: Context, email: string) =>
    page(c, pages.confirmed(await store.standingOf(email), siteUrl()))

  // Another site's page may not make its visitors ask for mail, nor spend their limit.
  app.use(NEW_LINK_PATH, async (c, next) => {
    if (c.req.method !== 'POST' || postedFromTheSite(c, setting.allowedOrigins)) return next()
    return page(c, pages.invalid(), 403)
  })
  if (limits) {
    const { clientOf } = limits
    for (const path of [CONFIRM_PATH, STATUS_PATH, LEAVE_PATH])
      app.use(
        path,
        rateLimitPerClient([limits.links], clientOf, (c) => page(c, pages.tooMany(), 429)),
      )
    app.use(
      NEW_LINK_PATH,
      rateLimitPerClient([limits.links, limits.requests], clientOf, (c) =>
        page(c, pages.newLinkTooMany(), 429),
      ),
    )
  }

  app.get(CONFIRM_PATH, async (c) => {
    const token = c.req.query('token') ?? ''
    const email = await addressIn('confirm', token)
    const confirmation = email && (await store.confirmationOf(email))
    // An address that left is no longer anyone's to confirm.
    if (!email || !confirmation) return page(c, pages.invalid(), 400)
    if (confirmation === 'confirmed') return confirmedPage(c, email)
    return page(c, pages.confirm(token))
  })
  // The sign-up the link names is the one confirmed, its details the list's (decision 0046).
  app.post(CONFIRM_PATH, async (c) => {
    const link = await linkIn('confirm', await tokenOf(c))
    if (!link || !(await store.confirm(link.email, now(), link.signup)))
      return page(c, pages.invalid(), 400)
    return confirmedPage(c, link.email)
  })
  // Where the address stands now, from the “You’re confirmed” email's link; nothing once it left.
  app.get(STATUS_PATH, async (c) => {
    const email = await addressIn('status', c.req.query('token') ?? '')
    const standing = email ? await store.standingOf(email) : undefined
    if (!standing) return page(c, pages.invalid(), 400)
    return page(c, pages.status(standing, siteUrl()))
  })
  // The same answer for every address, on the list or not.
  app.post(NEW_LINK_PATH, async (c) => {
    const body = await c.req.parseBody()
    const email = typeof body.email === 'string' ? normalizedEmail(body.email) : ''
    if (!email.includes('@')) return page(c, pages.invalid(), 422)
    await queue.newLink(email)
    return page(c, pages.newLinkSent())
  })

  app.get(LEAVE_PATH, async (c) => {
    const token = c.req.query('token') ?? ''
    if (!(await addressIn('leave', token))) return page(c, pages.invalid(), 400)
    return page(c, pages.leave(token))
  })
  app.post(LEAVE_PATH, async (c) => {
    const email = await addressIn('leave', await tokenOf(c))
    if (!email) return page(c, pages.invalid(), 400)
    await store.leave(email, await secrets.hashAddress(email), now())
    return page(c, pages.left())
  })
}
