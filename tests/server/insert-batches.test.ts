// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { loadContent } from '../../server/content.ts'
import type { Database } from '../../server/db/database.ts'
import { insertInBatches } from '../../server/waitlist/insert-batches.ts'
import { signupRules } from '../../server/waitlist/signup-rules.ts'
import { signupBody, uniqueEmail } from './signup-requests.ts'
import { useTestDatabase } from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const rules = signupRules(loadContent())

function accepted(email: string) {
  const checked = rules.check(signupBody(email), undefined)
  if (!checked.ok) throw new Error(checked.rejection.message)
  return checked.signup
}

describe('sign-ups written in batches', () => {
  const db = useTestDatabase(undefined)

  it('writes those that arrive together in one statement', async () => {
    let inserts = 0
    const counting: Database = {
      ...db(),
      query: (sql, params) => {
        if (sql.startsWith('INSERT')) inserts += 1
        return db().query(sql, params)
      },
    }
    const add = insertInBatches(counting).add
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map(() => add(accepted(uniqueEmail()))))
    expect(outcomes).toEqual(Array(5).fill('joined'))
    expect(inserts).toBe(1)
  })

  it('fails only the sign-up the database refuses; the rest of its batch is written', async () => {
    const poisoned = uniqueEmail('poisoned')
    const refusing: Database = {
      ...db(),
      query: (sql, params) =>
        sql.startsWith('INSERT') && JSON.stringify(params).includes(poisoned)
          ? Promise.reject(new Error('the database refused a row'))
          : db().query(sql, params),
    }
    const add = insertInBatches(refusing).add
    const [first, bad, last] = await Promise.allSettled([
      add(accepted(uniqueEmail())),
      add(accepted(poisoned)),
      add(accepted(uniqueEmail())),
    ])
    expect([first?.status, bad?.status, last?.status]).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ])
  })

  it('drains: every sign-up handed in is written before the database may close', async () => {
    const store = insertInBatches(db())
    const email = uniqueEmail('drained')
    void store.add(accepted(email))
    await store.drain()
    const rows = await db().query('SELECT 1 FROM waitlist_signups WHERE email = $1', [email])
    expect(rows).toHaveLength(1)
  })
})
