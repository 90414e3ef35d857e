// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rawSql } from '../../scripts/raw-sql.ts'
import { loadContent } from '../../server/content.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { signupRules } from '../../server/waitlist/signup-rules.ts'
import { signupStore } from '../../server/waitlist/signup-store.ts'
import { webhookService } from '../../server/webhook/webhook-service.ts'
import { signupBody, uniqueEmail } from './signup-requests.ts'
import { DATABASES, openOwnTestDatabase } from './test-servers.ts'
import { startWebhookReceiver } from './webhook-receiver.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 })

const content = loadContent()
const SECRET = `whsec_${randomBytes(32).toString('base64')}`

describe.each(DATABASES)('webhook deliveries side by side, on the $name', ({ databaseUrl }) => {
  let db: WaitlistDatabase
  beforeAll(async () => {
    db = await openOwnTestDatabase(databaseUrl)
  }, 60_000)
  afterAll(() => db?.close())

  it('delivers the other events while the receiver leaves one unanswered', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const hook = await startWebhookReceiver(SECRET)
    hook.answers.push('hang')
    // Far longer than the others take: a hanging request is cut off only when the receiver goes.
    const webhook = webhookService({
      db,
      target: { url: hook.url, secret: SECRET },
      content: () => content,
      timeoutMs: 600_000,
    })
    const store = signupStore(db, { onConfirmed: [webhook.onConfirmed] })
    const rules = signupRules(content)
    const emails = Array.from({ length: 5 }, () => uniqueEmail('side-by-side'))
    for (const email of emails) {
      const checked = rules.check(signupBody(email), undefined)
      if (!checked.ok) throw new Error(checked.rejection.message)
      await store.add(checked.signup)
      await store.confirm(email, new Date())
    }

    const running = webhook.sender.runDue()
    await vi.waitFor(() => expect(hook.requests).toHaveLength(emails.length), { timeout: 30_000 })
    // Every other event arrived while the first was still waiting for its answer.
    expect(hook.hanging()).toBe(1)
    await hook.close()
    expect(await running).toEqual({ delivered: emails.length - 1, failed: 1 })
    errors.mockRestore()
    const delivered = await rawSql(db).query(
      'SELECT 1 FROM webhook_deliveries WHERE delivered_at IS NOT NULL',
    )
    expect(delivered).toHaveLength(emails.length - 1)
  })
})
