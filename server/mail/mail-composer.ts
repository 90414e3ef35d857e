import { ownResultLink } from '../../contract/own-result-link.ts'
import { matchPagePath, PRIVACY_PATH, WAITLIST_FORM_PATH } from '../../contract/site-paths.ts'
import type { Content } from '../../schemas/content-files.ts'
import type { Queryable } from '../db/database.ts'
import { mailboxOf } from '../waitlist/mailbox.ts'
import { standingLines } from '../waitlist/standing-lines.ts'
import { standingOf } from '../waitlist/standings.ts'
import type { MailJob } from './mail-jobs.ts'
import { CONFIRM_PATH, LEAVE_PATH, linkWithToken, STATUS_PATH } from './mail-links.ts'
import type { MailSecrets } from './mail-secrets.ts'
import type { ComposeMail } from './mail-sender.ts'
import { type Mail, renderMail } from './render-mail.ts'

export type ComposerSetting = {
  db: Queryable
  /** The content as it is now (the dev server's follows its files). */
  content: () => Content
  /** SITE_URL's origin (or, unset, where this process answers): every link starts with it. */
  siteUrl: () => string
  secrets: MailSecrets
  now?: () => Date
}

/** A massage of the content, by its key. */
function massageOf(content: Content, key: string | undefined) {
  return content.recommendations.recommendations.find((massage) => massage.key === key)
}

/**
 * Each job's message: its words from the content (render-mail.ts), its links signed for its
 * address, and the headers of RFC 8058's one-click unsubscribe. A confirmation, "confirmed" or
 * "already" mail for an address no longer on the list is not sent.
 */
export function mailComposer(setting: ComposerSetting): ComposeMail {
  const { db, secrets, now = () => new Date() } = setting
  /** The key of the address's mailbox's row; undefined when it is not on the list. */
  const listedKey = async (email: string) => {
    const row = await db
      .selectFrom('waitlist_signups')
      .select('idempotency_key')
      .where('mailbox', '=', mailboxOf(email))
      .executeTakeFirst()
    return row?.idempotency_key
  }

  async function mailFor(job: MailJob, content: Content): Promise<Mail | undefined> {
    const siteUrl = setting.siteUrl()
    const tokens = await secrets.tokens()
    const { email } = job
    const links = {
      email,
      siteUrl: new URL('/', siteUrl).href,
      leaveUrl: linkWithToken(siteUrl, LEAVE_PATH, tokens.sign('leave', { email }, now())),
      privacyUrl: new URL(PRIVACY_PATH, siteUrl).href,
    }
    if (job.kind === 'match') {
      const massage = massageOf(content, job.details.match)
      if (!massage) return undefined
      return {
        kind: 'match',
        ...links,
        match: massage.name,
        description: massage.description,
        matchUrl: ownResultLink(siteUrl, job.details.answers),
        shareUrl: new URL(matchPagePath(massage.key), siteUrl).href,
        joinUrl: new URL(WAITLIST_FORM_PATH, siteUrl).href,
      }
    }
    const listed = await listedKey(email)
    if (!listed) return undefined
    if (job.kind === 'already') return { kind: 'already', ...links }
    if (job.kind === 'confirmed' || job.kind === 'moved-up') {
      // Their place as it is when the email leaves.
      const standing = await standingOf(db, email, content.emails.referrals.referralBonus)
      if (!standing) return undefined
      const statusUrl = linkWithToken(siteUrl, STATUS_PATH, tokens.sign('status', { email }, now()))
      const shown = { ...links, statusUrl, standing: standingLines(content, standing, siteUrl) }
      if (job.kind === 'confirmed') return { kind: 'confirmed', ...shown }
      const { places = 0 } = job.details
      return places > 0
        ? { kind: 'moved-up', ...shown, places, position: standing.position }
        : undefined
    }
    // The sign-up it confirms: the job's (decision 0046), else, for a job from before, the row's.
    const signup = job.details.signup ?? listed
    const confirmUrl = linkWithToken(
      siteUrl,
      CONFIRM_PATH,
      tokens.sign('confirm', { email, signup }, now()),
    )
    const match = massageOf(content, job.details.match)?.name
    return { kind: 'confirm', ...links, confirmUrl, ...(match ? { match } : {}) }
  }

  return async (job) => {
    const content = setting.content()
    const mail = await mailFor(job, content)
    if (!mail) return undefined
    const rendered = await renderMail(content, mail)
    return {
      to: job.email,
      ...rendered,
      headers: {
        'List-Unsubscribe': `<${mail.leaveUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }
  }
}
