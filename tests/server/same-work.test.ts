// @vitest-environment node
import type { CompiledQuery } from 'kysely'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { NEW_LINK_PATH } from '../../server/mail/mail-links.ts'
import { signupStore } from '../../server/waitlist/signup-store.ts'
import { recordedStatements } from './recorded-statements.ts'
import { postJson, signupBody, uniqueEmail } from './signup-requests.ts'
import { testClock } from './test-clock.ts'
import { DATABASES, useMailingServer } from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

/** `db`, with every statement sent through it (or a transaction of it) written down in order. */
function recorded(db: WaitlistDatabase) {
  const log = recordedStatements(db.kysely)
  const watched: WaitlistDatabase = { ...db, kysely: log.db }
  return { watched, statements: log.statements }
}

describe.each(DATABASES)('the same database work for every address on the $name', ({
  databaseUrl,
}) => {
  let statements: CompiledQuery[] = []
  const clock = testClock()
  const { db, smtp, mail, server } = useMailingServer(databaseUrl, clock, {
    through: (opened) => {
      const log = recorded(opened)
      statements = log.statements
      return log.watched
    },
  })
  beforeAll(async () => {
    // The first request of a process reads the keys: not part of any one answer's work.
    await postJson(server().url, signupBody(uniqueEmail('first')))
  }, 60_000)

  /** The statements the database was sent while `request` was answered, in order. */
  async function statementsOf(request: () => Promise<Response>) {
    statements.splice(0)
    const response = await request()
    expect(response.status).toBeLessThan(300)
    return statements.splice(0).map((statement) => statement.sql)
  }

  const signUp = (email: string) => () => postJson(server().url, signupBody(email))
  const askNewLink = (email: string) => () =>
    fetch(`${server().url}${NEW_LINK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }),
    })

  it('answers a sign-up with the same statements, new, on the list, confirmed or told already', async () => {
    const listed = uniqueEmail('listed')
    const confirmed = uniqueEmail('confirmed')
    await signUp(listed)()
    await signUp(confirmed)()
    await signupStore(db()).confirm(confirmed, clock.now())

    const fresh = await statementsOf(signUp(uniqueEmail('fresh')))
    expect(fresh.length).toBeGreaterThan(0)
    expect(await statementsOf(signUp(listed))).toEqual(fresh)
    // Told once already: the limit holds the email back, and the work is still the same.
    expect(await statementsOf(signUp(listed))).toEqual(fresh)
    expect(await statementsOf(signUp(listed.replace('@', '+again@')))).toEqual(fresh)
    expect(await statementsOf(signUp(confirmed))).toEqual(fresh)
  })

  it('answers /new-link with the same statements for an address on the list and one off it, and mails only the one on it', async () => {
    const listed = uniqueEmail('new-link-listed')
    const unlisted = uniqueEmail('new-link-unlisted')
    await signUp(listed)()
    await mail().sender.runDue()
    const listedWork = await statementsOf(askNewLink(listed))
    expect(listedWork.length).toBeGreaterThan(0)
    expect(await statementsOf(askNewLink(unlisted))).toEqual(listedWork)
    // Asked again, within the limit: still the same work.
    expect(await statementsOf(askNewLink(listed))).toEqual(listedWork)
    expect(await statementsOf(askNewLink(unlisted))).toEqual(listedWork)
    await mail().sender.runDue()
    expect(smtp().to(listed)).toHaveLength(2)
    expect(smtp().to(unlisted)).toEqual([])
  })
})
