// @vitest-environment node
import { afterAll, describe, expect, it, vi } from 'vitest'
import { rawSql } from '../../scripts/raw-sql.ts'
import handleWaitlist from '../../server/serverless.ts'
import { signupBody, uniqueEmail } from './signup-requests.ts'
import { openTestDatabase } from './test-servers.ts'

vi.setConfig({ testTimeout: 30_000 })

/** The Postgres server the server's tests run on, when there is one. */
const SERVER_DATABASE = process.env.DATABASE_URL

const signupRequest = (body: unknown) =>
  new Request('https://restwell.test/api/waitlist', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-nf-client-connection-ip': '192.0.2.7' },
    body: JSON.stringify(body),
  })

describe('the serverless handler (server/serverless.ts)', () => {
  afterAll(() => vi.unstubAllEnvs())

  it('refuses sign-ups with 503 until DATABASE_URL is set', async () => {
    vi.stubEnv('DATABASE_URL', '')
    const response = await handleWaitlist(signupRequest(signupBody(uniqueEmail('serverless'))))
    expect(response.status).toBe(503)
  })

  // A function keeps no disk: only on a Postgres server (CI runs the server's tests on one).
  it.skipIf(!SERVER_DATABASE)(
    'takes a sign-up with 202 and leaves its confirmation email to the scheduled send',
    async () => {
      vi.stubEnv('DATABASE_URL', SERVER_DATABASE)
      vi.stubEnv('SITE_URL', 'https://restwell.test')
      vi.stubEnv('WAITLIST_RATE_LIMIT', '0')
      const body = signupBody(uniqueEmail('serverless'))
      const response = await handleWaitlist(signupRequest(body))
      expect([response.status, await response.json()]).toEqual([
        202,
        {
          status: 'received',
          referralLink: expect.stringMatching(/^https:\/\/restwell\.test\/\?ref=/),
        },
      ])
      const db = await openTestDatabase(SERVER_DATABASE)
      const jobs = await rawSql(db).query('SELECT sent_at FROM mail_jobs WHERE cause = $1', [
        `confirm:${body.idempotencyKey}`,
      ])
      await db.close()
      expect(jobs).toEqual([{ sent_at: null }])
    },
  )
})
