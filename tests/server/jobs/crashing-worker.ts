// A process that dies between a job's work and its mark, as a crash or a SIGKILL would have it
// (job-runner.test.ts): it claims the due test jobs, posts each one's name and attempt to the
// receiver, then kills itself before the job is marked done.
// argv: the database (a postgres:// URL, or an embedded folder), the receiver's URL.
import { openDatabase } from '../../../server/db/open-database.ts'
import { jobRunner } from '../../../server/jobs/job-runner.ts'
import { testKind } from './test-jobs.ts'

const [where = '', receiver = ''] = process.argv.slice(2)
const db = await openDatabase(
  where.startsWith('postgres') ? { databaseUrl: where } : { dataDir: where },
)
const crashing = testKind(async (job, attempt) => {
  await fetch(receiver, { method: 'POST', body: JSON.stringify({ name: job.name, attempt }) })
  process.kill(process.pid, 'SIGKILL')
  return 'done'
})
await jobRunner(db.kysely, crashing).runDue()
