// @vitest-environment node
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { rawSql } from '../../../scripts/raw-sql.ts'
import type { WaitlistDatabase } from '../../../server/db/database.ts'
import { openDatabase } from '../../../server/db/open-database.ts'
import { nextHour, reachedAt } from '../../../server/jobs/hourly-ceiling.ts'
import { type JobKind, jobRunner, LEASE_MARGIN_MS } from '../../../server/jobs/job-runner.ts'
import { ownDatabaseUrl } from '../own-database-url.ts'
import { testClock } from '../test-clock.ts'
import { DATABASES, openOwnTestDatabase } from '../test-servers.ts'
import { addTestJobs, type TestJob, testJobNamed, testKind } from './test-jobs.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** A promise the test settles: a handler waits on it, or tells the test it has begun. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

/** A real HTTP server that keeps what is posted to it: a side effect a crash cannot take back. */
async function startReceiver() {
  const received: unknown[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(Buffer.from(chunk))
    received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')))
    response.writeHead(204).end()
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}/`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

describe.each(DATABASES)('the jobs module on the $name', ({ databaseUrl }) => {
  let db: WaitlistDatabase
  const clock = testClock()
  beforeAll(async () => {
    db = await openOwnTestDatabase(databaseUrl)
    await addTestJobs(db, [], clock.now())
  }, 60_000)
  afterEach(async () => {
    vi.restoreAllMocks()
    await rawSql(db).query('DELETE FROM test_jobs')
  })
  afterAll(() => db?.close())

  const runner = (kind: JobKind<TestJob>, tell?: (line: string) => void) =>
    jobRunner(db.kysely, kind, { now: clock.now, tell })

  it('runs each job once when two workers, each several at a time, share the database', async () => {
    const names = Array.from({ length: 40 }, (_, index) => `shared-${index}`)
    await addTestJobs(db, names, clock.now())
    const ran: string[] = []
    const kind = testKind(
      async (job) => {
        ran.push(job.name)
        await new Promise((resolve) => setImmediate(resolve))
        return 'done'
      },
      { concurrency: 3 },
    )
    const [first, second] = await Promise.all([runner(kind).runDue(), runner(kind).runDue()])
    expect([...ran].sort()).toEqual([...names].sort())
    expect((first?.done ?? 0) + (second?.done ?? 0)).toBe(names.length)
    const rows = await rawSql(db).query('SELECT attempts, done_at FROM test_jobs')
    expect(rows.every((row) => row.attempts === 1 && row.done_at !== null)).toBe(true)
  })

  it('keeps a slow job to its worker for as long as its work may take: no other worker takes it', async () => {
    await addTestJobs(db, ['slow'], clock.now())
    const held = gate()
    const started = gate()
    let runs = 0
    const kind = testKind(async () => {
      runs++
      if (runs > 1) return 'done'
      started.open()
      await held.opened
      return 'done'
    })
    const slow = runner(kind).runDue()
    await started.opened
    clock.advance(kind.timeoutMs)
    expect(await runner(kind).runDue()).toEqual({ done: 0, failed: 0 })
    held.open()
    expect(await slow).toEqual({ done: 1, failed: 0 })
    clock.advance(HOUR)
    expect(await runner(kind).runDue()).toEqual({ done: 0, failed: 0 })
    expect(runs).toBe(1)
  })

  it('stops a job at its timeout through its signal, and tries it again 30 s later', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await addTestJobs(db, ['hanging'], clock.now())
    const kind = testKind(
      (_job, _attempt, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason))
        }),
      { timeoutMs: 200 },
    )
    expect(await runner(kind).runDue()).toEqual({ done: 0, failed: 1 })
    expect(errors).toHaveBeenCalledWith('Test job hanging failed: timed out')
    const row = await testJobNamed(db, 'hanging')
    expect(row).toMatchObject({ attempts: 1, last_error: 'timed out', done_at: null })
    expect(row.run_at.getTime() - clock.now().getTime()).toBe(30_000)
  })

  it('lets only the latest claim say how a job went: a worker whose claim lapsed changes nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await addTestJobs(db, ['lapsed'], clock.now())
    const [staleHeld, staleStarted, freshHeld, freshStarted] = [gate(), gate(), gate(), gate()]
    const attempts: number[] = []
    // A handler stuck past its signal, as one that ignores it would be.
    const stale = testKind(async (_job, attempt) => {
      attempts.push(attempt)
      staleStarted.open()
      await staleHeld.opened
      throw new Error('stuck')
    })
    const fresh = testKind(async (_job, attempt) => {
      attempts.push(attempt)
      freshStarted.open()
      await freshHeld.opened
      return 'done'
    })
    const staleRun = runner(stale).runDue()
    await staleStarted.opened
    clock.advance(stale.timeoutMs + LEASE_MARGIN_MS)
    const freshRun = runner(fresh).runDue()
    await freshStarted.opened
    const claimedAgain = await testJobNamed(db, 'lapsed')

    staleHeld.open()
    expect(await staleRun).toEqual({ done: 0, failed: 1 })
    expect(await testJobNamed(db, 'lapsed')).toEqual(claimedAgain)
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('attempt 1 of job'))
    freshHeld.open()
    expect(await freshRun).toEqual({ done: 1, failed: 0 })
    expect(await testJobNamed(db, 'lapsed')).toMatchObject({
      attempts: 2,
      last_error: null,
      done_at: clock.now(),
    })
    expect(attempts).toEqual([1, 2])
  })

  it('runs a job again, as attempt 2, after its process died between the work and its mark, and then no more', async () => {
    const receiver = await startReceiver()
    // The dying process opens the database itself: an embedded folder is one process's at a time.
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'jobs-crash-')), 'waitlist')
    let where = folder
    let jobs = db
    if (databaseUrl) where = await ownDatabaseUrl(db, databaseUrl)
    else jobs = await openDatabase({ dataDir: folder })
    await addTestJobs(jobs, ['crashing'], new Date())
    if (!databaseUrl) await jobs.close()

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/server/jobs/crashing-worker.ts', where, receiver.url],
      { stdio: 'inherit' },
    )
    const [, signal] = await once(child, 'exit')
    expect(signal).toBe('SIGKILL')
    expect(receiver.received).toEqual([{ name: 'crashing', attempt: 1 }])

    if (!databaseUrl) jobs = await openDatabase({ dataDir: folder })
    try {
      const left = await testJobNamed(jobs, 'crashing')
      expect(left).toMatchObject({ attempts: 1, done_at: null, last_error: null })
      const attempts: number[] = []
      const again = testKind(async (_job, attempt) => {
        attempts.push(attempt)
        return 'done'
      })
      const at = (offset: number) => () => new Date(left.run_at.getTime() + offset)
      // Its claim lasts as long as the dead process might still have been at work.
      expect(await jobRunner(jobs.kysely, again, { now: at(-1) }).runDue()).toEqual({
        done: 0,
        failed: 0,
      })
      expect(await jobRunner(jobs.kysely, again, { now: at(0) }).runDue()).toEqual({
        done: 1,
        failed: 0,
      })
      expect(await jobRunner(jobs.kysely, again, { now: at(HOUR) }).runDue()).toEqual({
        done: 0,
        failed: 0,
      })
      expect(attempts).toEqual([2])
    } finally {
      if (!databaseUrl) await jobs.close()
      await receiver.close()
    }
  })

  it('holds a kind to its hourly ceiling across workers: the rest wait for the next hour, and it is said once', async () => {
    clock.to(new Date(nextHour(clock.now()).getTime() + MINUTE))
    const firstHour = clock.now()
    // Claimed first: its failed attempt sends nothing, so it does not count.
    await addTestJobs(db, ['refused-once'], new Date(firstHour.getTime() - MINUTE))
    await addTestJobs(db, ['c-1', 'c-2', 'c-3', 'c-4', 'c-5'], firstHour)
    const told: string[] = []
    const ceiling = {
      name: `test-${crypto.randomUUID()}`,
      perHour: 3,
      reachedLine: (resumesAt: Date) => `ceiling reached; again at ${resumesAt.toISOString()}`,
    }
    const ran: string[] = []
    const kind = testKind(
      async (job, attempt) => {
        if (job.name === 'refused-once' && attempt === 1) throw new Error('refused')
        ran.push(job.name)
        return 'done'
      },
      { concurrency: 2, ceiling },
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const tell = (line: string) => told.push(line)
    await Promise.all([runner(kind, tell).runDue(), runner(kind, tell).runDue()])
    await Promise.all([runner(kind, tell).runDue(), runner(kind, tell).runDue()])
    expect(ran).toHaveLength(3)
    expect(told).toEqual([`ceiling reached; again at ${nextHour(firstHour).toISOString()}`])
    expect(await reachedAt(db.kysely, ceiling.name, clock.now())).toBeInstanceOf(Date)

    clock.advance(HOUR)
    await runner(kind, tell).runDue()
    expect([...ran].sort()).toEqual(['c-1', 'c-2', 'c-3', 'c-4', 'c-5', 'refused-once'])
    expect(told).toHaveLength(1)
    expect(await reachedAt(db.kysely, ceiling.name, clock.now())).toBeUndefined()
  })
})
