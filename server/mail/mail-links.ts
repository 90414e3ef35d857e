import { LINK_PAGE_PATHS } from '../../contract/site-paths.ts'
import { WAITLIST_PATH } from '../paths.ts'

/** The confirmation link's page (GET: a button; POST: confirms), on the site's own path. */
export const CONFIRM_PATH = LINK_PAGE_PATHS.confirm
/** Where a forged or expired link's page asks for a new one. */
export const NEW_LINK_PATH = LINK_PAGE_PATHS.newLink
/** The link to a place in line (the “You’re confirmed” email's button): GET shows it. */
export const STATUS_PATH = LINK_PAGE_PATHS.status
/** The leave link: GET a page with a button, POST (that button, or RFC 8058's one click) leaves. */
export const LEAVE_PATH = LINK_PAGE_PATHS.leave

/**
 * Where the same pages were, under the endpoint, in emails sent before they moved to the site's
 * paths: still answered (link-routes.ts), so no link already in an inbox breaks.
 */
export const EARLIER_LINK_PATHS: Record<string, string> = {
  [`${WAITLIST_PATH}/confirm`]: CONFIRM_PATH,
  [`${WAITLIST_PATH}/new-link`]: NEW_LINK_PATH,
  [`${WAITLIST_PATH}/status`]: STATUS_PATH,
  [`${WAITLIST_PATH}/leave`]: LEAVE_PATH,
}
/** The quiz's "Email me my match". */
export const MATCH_EMAIL_PATH = '/api/quiz/match-email'
/** The dev mailbox's page (no SMTP_URL, outside production). */
export const MAILBOX_PATH = '/api/dev/mailbox'

/** `path?token=…` on the site's origin. */
export function linkWithToken(siteUrl: string, path: string, token: string): string {
  const url = new URL(path, siteUrl)
  url.searchParams.set('token', token)
  return url.href
}

/** A sign-up's personal link to share: exactly `SITE_URL/?ref=<code>` (issue 34). */
export function referralLinkOf(siteUrl: string, code: string): string {
  return `${new URL(siteUrl).origin}/?ref=${code}`
}
