import type { Queryable } from '../db/database.ts'
import { jobRunner } from '../jobs/job-runner.ts'
import type { JobTable } from '../jobs/job-table.ts'
import type { RepeatedRuns } from '../repeated-runs.ts'
import { MAIL_PER_HOUR, mailCeiling } from './mail-ceiling.ts'
import { type MailJob, mailJob } from './mail-jobs.ts'
import type { MailTransport, OutgoingMail } from './mail-transport.ts'

/**
 * `mail_jobs` as a table of durable jobs: retried 30 s after a failure, then twice as long each
 * time, at most an hour apart, for 3 days (decision 0024). A sent job keeps no address.
 */
export const MAIL_JOBS: JobTable = {
  name: 'mail_jobs',
  doneAt: 'sent_at',
  carries: ['kind', 'email', 'details'],
  emptiedWhenDone: { email: "''", details: "'{}'" },
  emptiedWhenGivenUp: { email: "''" },
  retry: { firstAfterSeconds: 30, atMostSeconds: 3600, forSeconds: 3 * 24 * 3600 },
}

/** How long handing one email to the SMTP server may take; nodemailer's own waits are shorter. */
export const MAIL_TIMEOUT_MS = 30_000

/** How many emails one process hands over at once. */
const MAIL_CONCURRENCY = 2

/** Turns a job into its message; undefined when it is no longer to be sent (the address left). */
export type ComposeMail = (job: MailJob) => Promise<OutgoingMail | undefined>

export type MailSenderOptions = {
  now?: () => Date
  /** How long one send may take: MAIL_TIMEOUT_MS unless told. */
  timeoutMs?: number
  /** WAITLIST_MAIL_PER_HOUR; 0: no ceiling. */
  perHour?: number
  /** Where the ceiling's one line goes. */
  tell?: (line: string) => void
}

export type MailSender = {
  /** Claims the jobs due now and sends them, once: what `npm run waitlist -- send` runs. */
  runDue: () => Promise<{ sent: number; failed: number }>
  /** Runs the due jobs every `everyMs` and whenever `wake` is called, until `stop`. */
  start: (everyMs: number) => RepeatedRuns
}

/**
 * Sends the jobs of `mail_jobs` through `transport`, as jobs of server/jobs/: each claimed by
 * one process for the time its sending may take, marked sent once the transport took it, else
 * tried again later. Past the hourly ceiling, the rest wait for the next hour.
 */
export function mailSender(
  db: Queryable,
  compose: ComposeMail,
  transport: MailTransport,
  { now, timeoutMs = MAIL_TIMEOUT_MS, perHour = MAIL_PER_HOUR, tell }: MailSenderOptions = {},
): MailSender {
  const runner = jobRunner<MailJob>(
    db,
    {
      what: 'Sending mail',
      table: MAIL_JOBS,
      job: mailJob,
      async run(job, _attempt, signal) {
        const mail = await compose(job)
        if (!mail) return { dropped: 'not to be sent' }
        await transport.send(mail, signal)
        return 'done'
      },
      timeoutMs,
      concurrency: MAIL_CONCURRENCY,
      // The error's kind only: an SMTP server's message may quote the address.
      failedLine: (job, failure) => `A ${job.kind} email could not be sent yet: ${failure}`,
      ceiling: perHour > 0 ? mailCeiling(perHour) : undefined,
    },
    { now, tell },
  )
  return {
    async runDue() {
      const { done, failed } = await runner.runDue()
      return { sent: done, failed }
    },
    start: runner.start,
  }
}
