import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Webhook } from 'standardwebhooks'
import { siteUrlFrom } from '../contract/site-url.ts'
import { MAIL_PER_HOUR } from './mail/mail-ceiling.ts'
import { type Keyring, waitlistKeysFrom } from './mail/waitlist-keys.ts'
import type { RateLimit } from './waitlist/rate-limit.ts'

// One folder up from the source (server/) and from the production build (dist-server/) alike.
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Where the dev server (npm start) runs: its pages send sign-ups here too. */
export const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173']

export type ServerConfig = {
  port: number
  /** The built site to serve beside the endpoint (npm run serve). */
  distDir: string
  /** DATABASE_URL: a Postgres server. Unset: the embedded database in `dataDir`. */
  databaseUrl?: string
  dataDir: string
  allowedOrigins: string[]
  adminToken: string
  rateLimit: RateLimit
  /**
   * TRUST_PROXY: how many reverse proxies stand in front (0: none); the client's address is the
   * X-Forwarded-For entry that many hops from the right.
   */
  trustedProxyHops: number
  /** NODE_ENV=production: no dev origins, no dev mailbox page. */
  production: boolean
  /** SITE_URL's origin when it is set: where the links in emails lead. */
  linkOrigin?: string
  /** SMTP_URL: `smtp://user:pass@host:587` or `smtps://…:465`. Unset: the dev mailbox. */
  smtpUrl?: string
  /** MAIL_FROM: `Restwell <hello@restwell.com>`. */
  mailFrom?: string
  /** Where the dev mailbox keeps messages: `mailbox/` beside the embedded database's folder. */
  mailboxDir: string
  /** WAITLIST_WEBHOOK_URL and WAITLIST_WEBHOOK_SECRET: where each confirmed sign-up is sent, signed. */
  webhook?: WebhookTarget
  /**
   * WAITLIST_MAIL_PER_HOUR: the most emails sent in a clock hour by every process on the
   * database together (500); past it, the rest wait for the next hour. 0: no ceiling.
   */
  mailPerHour: number
  /**
   * WAITLIST_SECRET and WAITLIST_SECRET_PREVIOUS: what signs links and keys address hashes.
   * Required in production; unset elsewhere, the database makes a key (decision 0047).
   */
  waitlistKeys?: Keyring
}

/** A receiver of the waitlist's events, and the Standard Webhooks secret they are signed with. */
export type WebhookTarget = { url: string; secret: string }

/** The secret's size in bytes, as Standard Webhooks advises: 24 to 64. */
const WEBHOOK_SECRET_BYTES = { least: 24, most: 64 }

/**
 * WAITLIST_WEBHOOK_URL and WAITLIST_WEBHOOK_SECRET, both or neither. Neither the address (a
 * Zapier or Make address is a secret of its own) nor the secret is ever quoted back.
 */
function webhookTarget(env: NodeJS.ProcessEnv): WebhookTarget | undefined {
  const url = env.WAITLIST_WEBHOOK_URL?.trim() ?? ''
  const secret = env.WAITLIST_WEBHOOK_SECRET?.trim() ?? ''
  if (!url && !secret) return undefined
  if (!url || !secret)
    throw new Error(
      `WAITLIST_WEBHOOK_URL and WAITLIST_WEBHOOK_SECRET go together: ${url ? 'WAITLIST_WEBHOOK_SECRET' : 'WAITLIST_WEBHOOK_URL'} is not set`,
    )
  const protocol = URL.parse(url)?.protocol
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new Error(
      `WAITLIST_WEBHOOK_URL must be an http:// or https:// address, found ${protocol ? `a "${protocol}" address` : 'no address'}`,
    )
  const { least, most } = WEBHOOK_SECRET_BYTES
  const key = secret.startsWith('whsec_') ? secretBytes(secret) : 0
  if (key < least || key > most)
    throw new Error(
      `WAITLIST_WEBHOOK_SECRET must be whsec_ and ${least} to ${most} random bytes in base64 (docs/waitlist-server.md, "A webhook for each confirmed sign-up")`,
    )
  return { url, secret }
}

/** How many bytes a `whsec_…` secret holds, read as the standardwebhooks package reads it; 0 if it cannot. */
function secretBytes(secret: string): number {
  try {
    new Webhook(secret)
  } catch {
    return 0
  }
  return Buffer.from(secret.slice('whsec_'.length), 'base64').length
}

function whole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const number = Number(value)
  if (Number.isInteger(number) && number >= 0) return number
  throw new Error(`${name} must be a whole number, found "${value}"`)
}

/** TRUST_PROXY: a number of proxies, or `true` for one (as it was first written). */
function proxyHops(value: string | undefined): number {
  const setting = value?.trim() ?? ''
  if (setting === 'true') return 1
  // Unset or empty: no proxy (Number('') is 0).
  if (/^\d*$/.test(setting)) return Number(setting)
  throw new Error(
    `TRUST_PROXY must be the number of proxies in front of the server (1 for one), found "${value}"`,
  )
}

/** The least admin token production takes: 24 characters of base64 are 144 bits of randomness. */
export const ADMIN_TOKEN_LEAST = 24

/**
 * WAITLIST_ADMIN_TOKEN, trimmed. In production a short one, which a guesser could find, stops the
 * server, saying how to make one (a token the owner chose by hand is rarely random enough).
 */
function adminToken(value: string | undefined, production: boolean): string {
  const token = value?.trim() ?? ''
  if (production && token && token.length < ADMIN_TOKEN_LEAST)
    throw new Error(
      `WAITLIST_ADMIN_TOKEN must be at least ${ADMIN_TOKEN_LEAST} random characters in production: make one with \`openssl rand -base64 24\` or \`node -e "console.log(require('crypto').randomBytes(24).toString('base64url'))"\``,
    )
  return token
}

/** The server's settings, from the environment (docs/waitlist-server.md, "Settings"). */
export function serverConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production'
  const siteOrigin = new URL(siteUrlFrom(env.SITE_URL)).origin
  const port = whole('PORT', env.PORT, 3000)
  const dataDir = path.resolve(REPO_ROOT, env.WAITLIST_DATA_DIR ?? '.data/waitlist')
  const smtpUrl = env.SMTP_URL?.trim() || undefined
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new Error(
      `SMTP_URL must start with smtp:// or smtps://, found "${smtpUrl.split('@').pop()}"`,
    )
  // Outside production, the page npm run serve itself serves may post its form without SITE_URL.
  const ownOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
  return {
    port,
    distDir: path.resolve(REPO_ROOT, env.DIST_DIR ?? 'dist'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir,
    allowedOrigins: production ? [siteOrigin] : [siteOrigin, ...DEV_ORIGINS, ...ownOrigins],
    adminToken: adminToken(env.WAITLIST_ADMIN_TOKEN, production),
    rateLimit: {
      limit: whole('WAITLIST_RATE_LIMIT', env.WAITLIST_RATE_LIMIT, 20),
      windowMs: 60_000,
    },
    trustedProxyHops: proxyHops(env.TRUST_PROXY),
    production,
    linkOrigin: env.SITE_URL?.trim() ? siteOrigin : undefined,
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || undefined,
    mailboxDir: path.join(path.dirname(dataDir), 'mailbox'),
    webhook: webhookTarget(env),
    mailPerHour: whole('WAITLIST_MAIL_PER_HOUR', env.WAITLIST_MAIL_PER_HOUR, MAIL_PER_HOUR),
    waitlistKeys: waitlistKeysFrom(env, production),
  }
}
