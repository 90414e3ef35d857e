import { z } from 'zod'
import { rawSql } from '../../../scripts/raw-sql.ts'
import type { WaitlistDatabase } from '../../../server/db/database.ts'
import type { JobKind, JobOutcome } from '../../../server/jobs/job-runner.ts'
import type { JobTable } from '../../../server/jobs/job-table.ts'

/** A table of jobs of the tests' own, shaped as the jobs module asks (job-table.ts). */
export const TEST_JOBS: JobTable = {
  name: 'test_jobs',
  doneAt: 'done_at',
  carries: ['name'],
  emptiedWhenDone: {},
  emptiedWhenGivenUp: {},
  retry: { firstAfterSeconds: 30, atMostSeconds: 3600, forSeconds: 24 * 3600 },
}

const CREATE = `CREATE TABLE IF NOT EXISTS test_jobs (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  run_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  done_at timestamptz,
  failed_at timestamptz,
  last_error text)`

export const testJob = z.object({ name: z.string() })
export type TestJob = z.infer<typeof testJob>

/** Writes a job for each name, due at `now`. */
export async function addTestJobs(db: WaitlistDatabase, names: readonly string[], now: Date) {
  await rawSql(db).exec(CREATE)
  await rawSql(db).query(
    `INSERT INTO test_jobs (name, run_at, created_at)
     SELECT name, $2::timestamptz, $2::timestamptz FROM unnest($1::text[]) AS name`,
    [names, now],
  )
}

export const testJobRow = z.object({
  name: z.string(),
  attempts: z.number(),
  run_at: z.coerce.date(),
  done_at: z.coerce.date().nullable(),
  failed_at: z.coerce.date().nullable(),
  last_error: z.string().nullable(),
})

/** The row of the job called `name`. */
export async function testJobNamed(db: WaitlistDatabase, name: string) {
  const [row] = await rawSql(db).query('SELECT * FROM test_jobs WHERE name = $1', [name])
  return testJobRow.parse(row)
}

/** A kind of test job: `run` does its work; one at a time unless told, a minute to do it. */
export function testKind(
  run: (job: TestJob, attempt: number, signal: AbortSignal) => Promise<JobOutcome>,
  more: Partial<JobKind<TestJob>> = {},
): JobKind<TestJob> {
  return {
    what: 'Running test jobs',
    table: TEST_JOBS,
    job: testJob,
    run,
    timeoutMs: 60_000,
    concurrency: 1,
    failedLine: (job, failure) => `Test job ${job.name} failed: ${failure}`,
    ...more,
  }
}
