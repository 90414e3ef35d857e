import type { Content } from '../../schemas/content-files.ts'
import type { ServerConfig } from '../config.ts'
import type { WaitlistDatabase } from '../db/database.ts'
import { terminalText } from '../waitlist/terminal-text.ts'
import { mailComposer } from './mail-composer.ts'
import { CONFIRM_PATH } from './mail-links.ts'
import { confirmedMail, mailQueue } from './mail-queue.ts'
import { mailSecrets } from './mail-secrets.ts'
import { mailSender } from './mail-sender.ts'
import { mailboxTransport, type OutgoingMail, smtpTransport } from './mail-transport.ts'

export type MailSetting = Pick<
  ServerConfig,
  'smtpUrl' | 'mailFrom' | 'mailboxDir' | 'linkOrigin' | 'port' | 'production' | 'waitlistKeys'
> &
  Partial<Pick<ServerConfig, 'mailPerHour'>> & {
    db: WaitlistDatabase
    content: () => Content
    /** Where links lead when SITE_URL is not set: where this process answers, once it does. */
    fallbackOrigin: () => string
    tell: (line: string) => void
    now?: () => Date
  }

/** The terminal's line for a message kept in the dev mailbox: its confirmation link, if any. */
function mailboxLine(mail: OutgoingMail): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(CONFIRM_PATH))
  // What a visitor typed reaches the terminal only as text it shows, never obeys.
  const to = terminalText(mail.to)
  return link
    ? `Confirmation email for ${to} (dev mailbox): open ${link}`
    : `Email "${terminalText(mail.subject)}" for ${to} kept in the dev mailbox.`
}

/**
 * The server's mail, assembled from its settings: the transport (SMTP_URL, else the dev
 * mailbox), the secrets, the queue the routes write to and the sender that empties it.
 */
export function mailService(setting: MailSetting) {
  const { db, now = () => new Date() } = setting
  const brand = () => setting.content().site.brand.name
  const siteUrl = () => setting.linkOrigin ?? setting.fallbackOrigin()
  const from = setting.mailFrom ?? `${brand()} <hello@${new URL(siteUrl()).hostname}>`
  const transport = setting.smtpUrl
    ? smtpTransport(setting.smtpUrl, from)
    : mailboxTransport(setting.mailboxDir, from, (mail) => setting.tell(mailboxLine(mail)))
  const secrets = mailSecrets(db.kysely, setting.waitlistKeys)
  const compose = mailComposer({ db: db.kysely, content: setting.content, siteUrl, secrets, now })
  const sender = mailSender(db.kysely, compose, transport, {
    now,
    perHour: setting.mailPerHour,
    tell: setting.tell,
  })
  let wake = () => {}
  return {
    /** Where every link the server gives out leads: SITE_URL's origin, else this process's. */
    siteUrl,
    secrets,
    sender,
    queue: mailQueue(db.kysely, secrets, now, () => wake()),
    /** Sends due mail every few seconds, and at once when a job is written. */
    startSending(everyMs = 5000) {
      const running = sender.start(everyMs)
      wake = running.wake
      return running
    },
    /** Told to the sign-up store: it writes jobs itself (insert-batch-statement.ts), and wakes the sender. */
    queued: () => wake(),
    /** Given to the sign-up store: the “You’re confirmed” and a referrer's “moved up” email, written with the confirmation. */
    confirmedMail: confirmedMail(
      now,
      () => wake(),
      () => setting.content().emails.referrals.referralBonus,
    ),
    /** The dev mailbox's page, only while mail is kept there and never in production. */
    mailbox:
      setting.smtpUrl || setting.production
        ? undefined
        : { folder: setting.mailboxDir, brand: brand() },
    /** One line for the start-up message: where mail goes. */
    describe: transport.describe,
    /** In production without SMTP_URL, the start-up line that says what that means. */
    warning:
      setting.production && !setting.smtpUrl
        ? 'No SMTP_URL: confirmation emails stay in the dev mailbox, so addresses will not be confirmed.'
        : undefined,
    close: () => transport.close(),
  }
}
