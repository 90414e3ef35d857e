// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ADMIN_COPY } from '../../server/admin/admin-copy.ts'
import {
  dashboardNames,
  dashboardSlots,
  dashboardStatsOf,
} from '../../server/admin/dashboard-stats.ts'
import { minuteIn, UTC } from '../../server/admin/owner-time-zone.ts'
import { serverConfig } from '../../server/config.ts'
import { loadContent } from '../../server/content.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { nextHour } from '../../server/jobs/hourly-ceiling.ts'
import { dashboardPanels } from '../../server/pages/dashboard-page.tsx'
import { postJson, signupBody, uniqueEmail } from './signup-requests.ts'
import { startSmtpCatcher } from './smtp-catcher.ts'
import { testClock } from './test-clock.ts'
import { DATABASES, openOwnTestDatabase, startTestServer, testMail } from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

const content = loadContent()
const MINUTE = 60_000
const HOUR = 60 * MINUTE

describe('WAITLIST_MAIL_PER_HOUR', () => {
  it('is 500 unless set, a whole number when set, and 0 takes the ceiling away', () => {
    expect(serverConfig({}).mailPerHour).toBe(500)
    expect(serverConfig({ WAITLIST_MAIL_PER_HOUR: '120' }).mailPerHour).toBe(120)
    expect(serverConfig({ WAITLIST_MAIL_PER_HOUR: '0' }).mailPerHour).toBe(0)
    expect(() => serverConfig({ WAITLIST_MAIL_PER_HOUR: 'lots' })).toThrow(
      'WAITLIST_MAIL_PER_HOUR must be a whole number, found "lots"',
    )
  })
})

describe.each(DATABASES)('the hourly ceiling on outgoing mail, on the $name', ({ databaseUrl }) => {
  let db: WaitlistDatabase
  beforeAll(async () => {
    db = await openOwnTestDatabase(databaseUrl)
  }, 60_000)
  afterAll(() => db?.close())

  it('sends no more in an hour from two processes together; the rest wait, the log and the dashboard say so once, and they go the next hour', async () => {
    const smtp = await startSmtpCatcher()
    const clock = testClock()
    clock.to(new Date(nextHour(clock.now()).getTime() + MINUTE))
    const told: string[] = []
    const tell = (line: string) => told.push(line)
    const [first, second] = [1, 2].map(() =>
      testMail(db, smtp.url, clock.now, { mailPerHour: 2, tell }),
    )
    if (!first || !second) throw new Error('two processes')
    const server = await startTestServer(db, { mail: first, now: clock.now })
    const emails = Array.from({ length: 4 }, () => uniqueEmail('ceiling'))
    for (const email of emails)
      expect((await postJson(server.url, signupBody(email))).status).toBe(202)

    await Promise.all([first.sender.runDue(), second.sender.runDue()])
    expect(await first.sender.runDue()).toEqual({ sent: 0, failed: 0 })
    expect(smtp.messages).toHaveLength(2)
    const resumesAt = nextHour(clock.now())
    expect(told).toEqual([
      `Outgoing mail reached its ceiling of 2 emails an hour (WAITLIST_MAIL_PER_HOUR): the rest wait, and go out from ${resumesAt.toISOString().slice(11, 16)} UTC.`,
    ])

    const names = dashboardNames(content)
    const slots = dashboardSlots(db.kysely, {
      referralBonus: () => 5,
      webhook: false,
      mailPerHour: 2,
    })
    const held = await dashboardStatsOf(db.kysely, names, clock.now(), slots)
    expect(held.heldMail).toEqual({
      perHour: 2,
      reachedAt: clock.now().toISOString(),
      resumesAt: resumesAt.toISOString(),
      waiting: 2,
    })
    const panels = dashboardPanels({ stats: held, names })
    expect(panels.split(ADMIN_COPY.heldMail.heading(minuteIn(resumesAt, UTC)))).toHaveLength(2)
    expect(panels).toContain(
      ADMIN_COPY.heldMail.body(2, minuteIn(clock.now(), UTC), 2, minuteIn(resumesAt, UTC)),
    )

    clock.advance(HOUR)
    await Promise.all([first.sender.runDue(), second.sender.runDue()])
    await server.close()
    first.close()
    second.close()
    await smtp.close()
    for (const email of emails) expect(smtp.to(email)).toHaveLength(1)
    expect(told).toHaveLength(1)
    expect((await dashboardStatsOf(db.kysely, names, clock.now(), slots)).heldMail).toBeNull()
  })
})
