import type { Context } from 'hono'
import { createWaitlistApp } from './app.ts'
import type { ServerConfig } from './config.ts'
import { loadContent } from './content.ts'
import type { Database } from './db/database.ts'
import { openDatabase } from './db/open-database.ts'
import type { FormPostPages } from './waitlist/form-post.ts'
import { signupRules } from './waitlist/signup-rules.ts'
import { signupStore } from './waitlist/signup-store.ts'

export type WaitlistApi = {
  app: ReturnType<typeof createWaitlistApp>
  db: Database
  close: () => Promise<void>
}

type ApiSetting = Pick<
  ServerConfig,
  'databaseUrl' | 'dataDir' | 'allowedOrigins' | 'adminToken' | 'rateLimit'
> & {
  addressOf: (c: Context) => string
  formPages?: FormPostPages
}

/** The waitlist endpoint over its database (migrated), with rules from the site's content. */
export async function openWaitlistApi(setting: ApiSetting): Promise<WaitlistApi> {
  const content = loadContent()
  const db = await openDatabase(setting)
  const app = createWaitlistApp({
    ...setting,
    rules: signupRules(content),
    store: signupStore(db),
  })
  return { app, db, close: () => db.close() }
}
