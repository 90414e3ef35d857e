import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { siteUrlFrom } from '../scripts/site-url.ts'
import type { RateLimit } from './waitlist/rate-limit.ts'

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
  /** TRUST_PROXY: behind one reverse proxy, the client's address is the last X-Forwarded-For hop. */
  trustProxy: boolean
}

function whole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const number = Number(value)
  if (Number.isInteger(number) && number >= 0) return number
  throw new Error(`${name} must be a whole number, found "${value}"`)
}

/** The server's settings, from the environment (README, "Running the waitlist server"). */
export function serverConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production'
  const siteOrigin = new URL(siteUrlFrom(env.SITE_URL)).origin
  const port = whole('PORT', env.PORT, 3000)
  // Outside production, the page npm run serve itself serves may post its form without SITE_URL.
  const ownOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
  return {
    port,
    distDir: path.resolve(REPO_ROOT, env.DIST_DIR ?? 'dist'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: path.resolve(REPO_ROOT, env.WAITLIST_DATA_DIR ?? '.data/waitlist'),
    allowedOrigins: production ? [siteOrigin] : [siteOrigin, ...DEV_ORIGINS, ...ownOrigins],
    adminToken: env.WAITLIST_ADMIN_TOKEN?.trim() ?? '',
    rateLimit: {
      limit: whole('WAITLIST_RATE_LIMIT', env.WAITLIST_RATE_LIMIT, 20),
      windowMs: 60_000,
    },
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  }
}
