import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { createWaitlistApp } from './app.ts'
import type { ServerConfig } from './config.ts'
import { loadContent } from './content.ts'
import type { Database } from './db/database.ts'
import { announceOwner, refuseIfOwned } from './db/embedded-owner.ts'
import { openDatabase } from './db/open-database.ts'
import { formPostPages } from './waitlist/form-pages.ts'
import { signupRules } from './waitlist/signup-rules.ts'
import { signupStore } from './waitlist/signup-store.ts'

export type WaitlistApi = {
  app: ReturnType<typeof createWaitlistApp>
  db: Database
  /** Once listening at `url`: tells `npm run waitlist` where to ask (embedded database only). */
  listening: (url: string) => void
  close: () => Promise<void>
}

type ApiSetting = Pick<
  ServerConfig,
  'databaseUrl' | 'dataDir' | 'allowedOrigins' | 'adminToken' | 'rateLimit'
> & {
  addressOf: (c: Context) => string
}

/** The waitlist endpoint over its database (migrated), with rules from the site's content. */
export async function openWaitlistApi(setting: ApiSetting): Promise<WaitlistApi> {
  const content = loadContent()
  const embedded = !setting.databaseUrl
  if (embedded) refuseIfOwned(setting.dataDir)
  const db = await openDatabase(setting)
  const localToken = randomBytes(24).toString('base64url')
  const app = createWaitlistApp({
    ...setting,
    rules: signupRules(content),
    store: signupStore(db),
    formPages: formPostPages(content),
    localToken: embedded ? localToken : undefined,
  })
  let release = () => {}
  return {
    app,
    db,
    listening(url) {
      if (embedded) release = announceOwner(setting.dataDir, url, localToken)
    },
    async close() {
      release()
      await db.close()
    },
  }
}
