import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { loadContent } from '#server/content'
import type { Content } from '../schemas/content-files.ts'
import { dashboardNames, dashboardSlots } from './admin/dashboard-stats.ts'
import { createWaitlistApp } from './app.ts'
import type { ServerConfig } from './config.ts'
import { databaseAnswers } from './db/database-answers.ts'
import { claimFolder, type FolderClaim } from './db/embedded-owner.ts'
import { openDatabase } from './db/open-database.ts'
import type { ServerPool } from './db/server.ts'
import { funnelService } from './funnel/funnel-service.ts'
import { MAIL_PER_HOUR } from './mail/mail-ceiling.ts'
import { mailService } from './mail/mail-service.ts'
import { type ContentParts, contentParts } from './waitlist/content-parts.ts'
import { signupStore } from './waitlist/signup-store.ts'
import { webhookService } from './webhook/webhook-service.ts'

export type WaitlistApi = {
  app: ReturnType<typeof createWaitlistApp>
  /** Once listening at `url`: tells `npm run waitlist` where to ask (embedded database only). */
  listening: (url: string) => void
  /** Settles when the database can answer no more: the process should end (node.ts). */
  broken: Promise<Error>
  /** Where mail goes, for the start-up line; and, in production without SMTP_URL, a warning. */
  mail: { describe: string; warning?: string }
  /** Where the webhook's events go, for the start-up line; undefined without one. */
  webhook?: string
  close: () => Promise<void>
}

type ApiSetting = Pick<
  ServerConfig,
  | 'databaseUrl'
  | 'dataDir'
  | 'allowedOrigins'
  | 'adminToken'
  | 'rateLimit'
  | 'port'
  | 'production'
  | 'linkOrigin'
  | 'smtpUrl'
  | 'mailFrom'
  | 'mailboxDir'
  | 'webhook'
  | 'waitlistKeys'
> &
  Partial<Pick<ServerConfig, 'mailPerHour'>> & {
    addressOf: (c: Context) => string
    socketAddressOf?: (c: Context) => string | undefined
    serverPool?: ServerPool
    /** The content as it is now; as it is at start by default. */
    content?: () => Content
    /** The rules and pages from the content; those of `content` at start by default. */
    parts?: ContentParts
    /**
     * Send due mail and webhook events from this process (a server); false where a schedule runs
     * `npm run waitlist -- send`.
     */
    sendsMail?: boolean
    /** Where the terminal hears of mail kept in the dev mailbox. */
    tell?: (line: string) => void
  }

/** The waitlist endpoint over its database (migrated), with rules from the site's content. */
export async function openWaitlistApi(setting: ApiSetting): Promise<WaitlistApi> {
  const startContent = loadContent()
  const content = setting.content ?? (() => startContent)
  const { rules, formPages, linkPages } = setting.parts ?? contentParts(content())
  const embedded = !setting.databaseUrl
  const claim: FolderClaim | undefined = embedded ? await claimFolder(setting.dataDir) : undefined
  const db = await openDatabase(setting).catch((error: unknown) => {
    claim?.release()
    throw error
  })
  let ownOrigin = `http://localhost:${setting.port}`
  const { mailPerHour = MAIL_PER_HOUR } = setting
  const mail = mailService({
    ...setting,
    mailPerHour,
    db,
    content,
    fallbackOrigin: () => ownOrigin,
    tell: setting.tell ?? console.log,
  })
  const webhook = setting.webhook && webhookService({ db, target: setting.webhook, content })
  const sends = setting.sendsMail !== false
  const sending = sends ? mail.startSending() : undefined
  const delivering = sends ? webhook?.startSending() : undefined
  const localToken = randomBytes(24).toString('base64url')
  const funnel = funnelService(db.kysely, () => content().quiz.questions.length)
  const store = signupStore(db, {
    hashAddress: mail.secrets.hashAddress,
    queued: mail.queued,
    onConfirmed: [
      mail.confirmedMail,
      ...(webhook ? [webhook.onConfirmed] : []),
      funnel.onConfirmed,
    ],
    referralBonus: () => content().emails.referrals.referralBonus,
  })
  const now = () => new Date()
  const app = createWaitlistApp({
    ...setting,
    rules,
    store,
    counters: db.kysely,
    siteUrl: mail.siteUrl,
    formPages,
    localToken: embedded ? localToken : undefined,
    databaseAnswers: () => databaseAnswers(db.kysely),
    mail: { queue: mail.queue, secrets: mail.secrets, linkPages, now, mailbox: mail.mailbox },
    funnel: funnel.route,
    dashboard: {
      db: db.kysely,
      secureCookie: setting.production,
      names: () => dashboardNames(content()),
      funnelSteps: funnel.steps,
      brand: () => content().site.brand.name,
      now,
      slots: dashboardSlots(db.kysely, {
        referralBonus: () => content().emails.referrals.referralBonus,
        webhook: Boolean(webhook),
        mailPerHour,
      }),
    },
  })
  return {
    app,
    listening(url) {
      ownOrigin = url.replace('127.0.0.1', 'localhost')
      claim?.announce(url, localToken)
    },
    broken: db.broken,
    mail: { describe: mail.describe, warning: mail.warning },
    webhook: webhook?.describe,
    async close() {
      await store.drain()
      await funnel.close()
      await sending?.stop()
      await delivering?.stop()
      mail.close()
      await db.close()
      claim?.release()
    },
  }
}
