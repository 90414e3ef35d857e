import type { z } from 'zod'
import type { Queryable } from '../db/database.ts'
import { type RepeatedRuns, runRepeatedly } from '../repeated-runs.ts'
import { errorKind } from '../waitlist/store-errors.ts'
import { giveBack, type HourlyCeiling, hourOf, nextHour, reachedFirst } from './hourly-ceiling.ts'
import { type Held, jobStatements } from './job-statements.ts'
import type { JobTable } from './job-table.ts'

/** What a handler made of its job: done, or dropped for good (`why`: "not to be sent"). */
export type JobOutcome = 'done' | { dropped: string }

/** A kind of durable job: its table, what runs it, and how far it may go. */
export type JobKind<Job> = {
  /** Names the kind's loop in the log: "Sending mail". */
  what: string
  table: JobTable
  /** The columns the table's `carries` hands over, checked. */
  job: z.ZodType<Job>
  /**
   * Does the job's work, and settles by the time `signal` aborts (`timeoutMs`). Throws when it
   * failed: it is tried again later. `attempt` is 1 the first time; above 1, an earlier attempt
   * may have done the work without being able to say so (a crash), and a handler that can tell
   * a repeat (a webhook-id) does.
   */
  run: (job: Job, attempt: number, signal: AbortSignal) => Promise<JobOutcome>
  /** How long one job's work may take. Its claim lasts this and LEASE_MARGIN_MS. */
  timeoutMs: number
  /** How many of its jobs one process works on at once. */
  concurrency: number
  /** The log's line for a failed attempt: its kind, never its data (an address). */
  failedLine: (job: Job, failure: string) => string
  /** A failure in a word or two ("HTTP 500", "ECONNREFUSED"); errorKind by default. */
  failureOf?: (error: unknown) => string
  ceiling?: HourlyCeiling
}

/**
 * What a claim adds to a job's timeout: the round trips of the claim and of its mark, and
 * processes whose clocks are a little apart.
 */
export const LEASE_MARGIN_MS = 30_000

export type JobRunner = {
  /** Claims the jobs due now and runs them until none is left: once. */
  runDue: () => Promise<{ done: number; failed: number }>
  /** Runs the due jobs every `everyMs` and whenever `wake` is called, until `stop`. */
  start: (everyMs: number) => RepeatedRuns
}

type Claim<Job> = Held & { job: Job; hour: Date }

/**
 * Runs a kind's jobs (decision 0049): each claimed alone by one process and leased for the time
 * its work may take, at most `concurrency` at once in this process, held to `timeoutMs`, then
 * marked done, dropped or failed by that claim only (its attempt number).
 */
export function jobRunner<Job>(
  db: Queryable,
  kind: JobKind<Job>,
  {
    now = () => new Date(),
    tell = console.log,
  }: { now?: () => Date; tell?: (line: string) => void } = {},
): JobRunner {
  const { ceiling } = kind
  const statements = jobStatements(kind.table, ceiling)
  const leaseMs = kind.timeoutMs + LEASE_MARGIN_MS
  let stopping = false

  async function claim(): Promise<Claim<Job> | 'none' | 'ceiling'> {
    const at = now()
    const hour = hourOf(at)
    const [row] = (await statements.claim(at, leaseMs, hour).execute(db)).rows
    if (!row) return 'none'
    if (row.id === null) {
      if (ceiling && (await reachedFirst(db, ceiling.name, hour, at)))
        tell(ceiling.reachedLine(nextHour(at)))
      return 'ceiling'
    }
    // The carried columns are the kind's to read: the module knows no table's types.
    return { id: row.id, attempts: row.attempts, job: kind.job.parse(row), hour }
  }

  async function mark(
    claimed: Claim<Job>,
    outcome: 'done' | { failed: string } | { dropped: string },
  ) {
    const marking =
      outcome === 'done'
        ? statements.done(claimed, now())
        : 'failed' in outcome
          ? statements.failed(claimed, now(), outcome.failed)
          : statements.dropped(claimed, now(), outcome.dropped)
    const { rows } = await marking.execute(db)
    if (rows.length === 0)
      console.error(
        `${kind.what}: attempt ${claimed.attempts} of job ${claimed.id} was not recorded: its claim had lapsed and another holds the job, or the job was withdrawn (its address left).`,
      )
    // Nothing left this process: it does not count against the ceiling.
    if (ceiling && outcome !== 'done') await giveBack(db, ceiling.name, claimed.hour)
  }

  async function work(claimed: Claim<Job>): Promise<boolean> {
    const signal = AbortSignal.timeout(kind.timeoutMs)
    let outcome: JobOutcome
    try {
      outcome = await kind.run(claimed.job, claimed.attempts, signal)
    } catch (error) {
      const failure = signal.aborted ? 'timed out' : (kind.failureOf ?? errorKind)(error)
      console.error(kind.failedLine(claimed.job, failure))
      // The database away: the lease runs out, and the job is tried again then.
      await mark(claimed, { failed: failure }).catch(() => {})
      return false
    }
    await mark(claimed, outcome)
    return true
  }

  async function lane(counts: { done: number; failed: number }) {
    while (!stopping) {
      const claimed = await claim()
      if (claimed === 'none' || claimed === 'ceiling') return
      if (await work(claimed)) counts.done++
      else counts.failed++
    }
  }

  async function runDue() {
    const counts = { done: 0, failed: 0 }
    // Every lane ends before the run does, even when one fails: never more than `concurrency`.
    const lanes = await Promise.allSettled(
      Array.from({ length: kind.concurrency }, () => lane(counts)),
    )
    const failed = lanes.find((settled) => settled.status === 'rejected')
    if (failed) throw failed.reason
    return counts
  }

  return {
    runDue,
    start(everyMs) {
      const running = runRepeatedly(runDue, everyMs, kind.what)
      return {
        wake: running.wake,
        // No new claim once stopping; the jobs under way end by their timeout.
        async stop() {
          stopping = true
          await running.stop()
        },
      }
    },
  }
}
