import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { createWaitlistApp } from './app.ts'
import type { ServerConfig } from './config.ts'
import { loadContent } from './content.ts'
import { databaseAnswers } from './db/database-answers.ts'
import { claimFolder, type FolderClaim } from './db/embedded-owner.ts'
import { openDatabase } from './db/open-database.ts'
import type { ServerPool } from './db/server.ts'
import { type ContentParts, contentParts } from './waitlist/content-parts.ts'
import { signupStore } from './waitlist/signup-store.ts'

export type WaitlistApi = {
  app: ReturnType<typeof createWaitlistApp>
  /** Once listening at `url`: tells `npm run waitlist` where to ask (embedded database only). */
  listening: (url: string) => void
  /** Settles when the database can answer no more: the process should end (node.ts). */
  broken: Promise<Error>
  close: () => Promise<void>
}

type ApiSetting = Pick<
  ServerConfig,
  'databaseUrl' | 'dataDir' | 'allowedOrigins' | 'adminToken' | 'rateLimit'
> & {
  addressOf: (c: Context) => string
  socketAddressOf?: (c: Context) => string | undefined
  serverPool?: ServerPool
  /** The rules and pages from the content; those of the content as it is at start by default. */
  content?: ContentParts
}

/** The waitlist endpoint over its database (migrated), with rules from the site's content. */
export async function openWaitlistApi(setting: ApiSetting): Promise<WaitlistApi> {
  const { rules, formPages } = setting.content ?? contentParts(loadContent())
  const embedded = !setting.databaseUrl
  const claim: FolderClaim | undefined = embedded ? await claimFolder(setting.dataDir) : undefined
  const db = await openDatabase(setting).catch((error: unknown) => {
    claim?.release()
    throw error
  })
  const localToken = randomBytes(24).toString('base64url')
  const store = signupStore(db)
  const app = createWaitlistApp({
    ...setting,
    rules,
    store,
    counters: db,
    formPages,
    localToken: embedded ? localToken : undefined,
    databaseAnswers: () => databaseAnswers(db),
  })
  return {
    app,
    listening: (url) => claim?.announce(url, localToken),
    broken: db.broken,
    async close() {
      await store.drain()
      await db.close()
      claim?.release()
    },
  }
}
