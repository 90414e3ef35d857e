import { z } from 'zod'
import type { Database, Queryable } from '../db/database.ts'
import { type RepeatedRuns, runRepeatedly } from '../repeated-runs.ts'
import { errorKind } from '../waitlist/store-errors.ts'
import type { MailTransport, OutgoingMail } from './mail-transport.ts'

/** The messages the server sends (render-mail.ts). */
export const mailJobKind = z.enum(['confirm', 'confirmed', 'already', 'match'])
export type MailJobKind = z.infer<typeof mailJobKind>

/**
 * What a job holds besides its address: the quiz's match (a massage's key) and its answers; for a
 * confirmation, the sign-up (its Idempotency-Key) that its link confirms (decision 0046).
 */
export const mailJobDetails = z.object({
  match: z.string().optional(),
  answers: z.string().optional(),
  signup: z.string().optional(),
})

/**
 * A confirmation job's details, in SQL, from the sign-up `row` names (its `idempotency_key` and
 * `quiz_match`): the sign-up its link confirms, and the quiz's match when there is one.
 */
export const confirmDetails = (row: string) =>
  `jsonb_strip_nulls(jsonb_build_object('signup', ${row}.idempotency_key, 'match', ${row}.quiz_match))`

const claimedJob = z.object({
  id: z.string(),
  kind: mailJobKind,
  email: z.string(),
  details: mailJobDetails,
})
export type MailJob = z.infer<typeof claimedJob>

/**
 * When a job that failed is tried again: 30 s after the first try, then twice as long each time,
 * at most an hour apart, for 3 days (decision 0024).
 */
export const RETRY = { firstAfterSeconds: 30, atMostSeconds: 3600, forDays: 3 }

/** The most jobs one run claims: the rest wait for the next run, a moment later. */
const BATCH = 20

// A claim moves the job's time on by its next retry interval before it is sent: a process that
// dies while sending leaves it to whichever process runs next after that.
const CLAIM_DUE = `UPDATE mail_jobs SET attempts = attempts + 1,
    run_at = $1::timestamptz + LEAST(${RETRY.firstAfterSeconds} * power(2, attempts), ${RETRY.atMostSeconds}) * interval '1 second'
  WHERE id IN (
    SELECT id FROM mail_jobs
    WHERE sent_at IS NULL AND failed_at IS NULL AND run_at <= $1::timestamptz
    ORDER BY run_at LIMIT ${BATCH}
    FOR UPDATE SKIP LOCKED)
  RETURNING id::text AS id, kind, email, details`

const MARK_SENT = `UPDATE mail_jobs SET sent_at = $2::timestamptz, email = '', details = '{}'
  WHERE id = $1::bigint`

const MARK_FAILED = `UPDATE mail_jobs SET last_error = $2,
    failed_at = CASE WHEN created_at <= $3::timestamptz - interval '${RETRY.forDays} days'
      THEN $3::timestamptz END,
    email = CASE WHEN created_at <= $3::timestamptz - interval '${RETRY.forDays} days'
      THEN '' ELSE email END
  WHERE id = $1::bigint`

const DROP = `UPDATE mail_jobs SET failed_at = $2::timestamptz, last_error = $3, email = '',
    details = '{}' WHERE id = $1::bigint`

/** Turns a job into its message; undefined when it is no longer to be sent (the address left). */
export type ComposeMail = (job: MailJob) => Promise<OutgoingMail | undefined>

export type MailSender = {
  /** Claims the jobs due now and sends them, once: what `npm run waitlist -- send` runs. */
  runDue: () => Promise<{ sent: number; failed: number }>
  /** Runs the due jobs every `everyMs` and whenever `wake` is called, until `stop`. */
  start: (everyMs: number) => RepeatedRuns
}

/**
 * Sends the jobs of `mail_jobs` through `transport`: each claimed by one process at a time
 * (FOR UPDATE SKIP LOCKED), marked sent once the transport took it, else tried again later.
 */
export function mailSender(
  db: Database,
  compose: ComposeMail,
  transport: MailTransport,
  now: () => Date = () => new Date(),
): MailSender {
  async function sendOne(job: MailJob): Promise<boolean> {
    try {
      const mail = await compose(job)
      if (!mail) {
        await db.query(DROP, [job.id, now(), 'not to be sent'])
        return true
      }
      await transport.send(mail)
      await db.query(MARK_SENT, [job.id, now()])
      return true
    } catch (error) {
      // The error's kind only: an SMTP server's message may quote the address.
      console.error(`A ${job.kind} email could not be sent yet: ${errorKind(error)}`)
      await db.query(MARK_FAILED, [job.id, errorKind(error), now()]).catch(() => {})
      return false
    }
  }

  async function runDue() {
    let sent = 0
    let failed = 0
    for (;;) {
      const jobs = (await db.query(CLAIM_DUE, [now()])).map((row) => claimedJob.parse(row))
      for (const job of jobs) {
        if (await sendOne(job)) sent++
        else failed++
      }
      if (jobs.length < BATCH) return { sent, failed }
    }
  }

  return {
    runDue,
    start: (everyMs) => runRepeatedly(runDue, everyMs, 'Sending mail'),
  }
}

/** A job limited per mailbox: written only if that mailbox had none of `limitKind` for 15 min. */
export type LimitedJob = {
  cause: string
  kind: MailJobKind
  email: string
  details?: z.infer<typeof mailJobDetails>
  /** The mailbox's hash under the current key (mail-secrets.ts). */
  addressHash: string
  /** The limit it counts against ("already", "match"): at most one per mailbox per 15 minutes. */
  limitKind: string
  /** What was asked for under the cause's key, for a request that may be sent again (mail-queue.ts). */
  requestFingerprint?: string
  /**
   * Nothing for a mailbox that left the list (under any of the hashes it may have been kept
   * under) and is not on it again.
   */
  unlessLeft?: { hashes: string[]; mailbox: string }
}

/** How often an address may be sent the same kind of unasked-for mail (issue 33). */
export const ADDRESS_LIMIT_MINUTES = 15

/** The limit a new confirmation link and "already on the list" count against together. */
export const ALREADY_LIMIT = 'already'

/**
 * Ends an insert into `mail_address_limits`: the mailbox's time is moved on (and the row returned)
 * only when its last mail of the kind is at least ADDRESS_LIMIT_MINUTES old.
 */
export const AFTER_THE_LIMIT = `ON CONFLICT (address_hash, kind) DO UPDATE SET last_at = EXCLUDED.last_at
      WHERE mail_address_limits.last_at <= EXCLUDED.last_at - interval '${ADDRESS_LIMIT_MINUTES} minutes'`

const LIMITED_JOB = `WITH allowed AS (
    INSERT INTO mail_address_limits (address_hash, kind, last_at)
    SELECT $1, $2, $3::timestamptz
    WHERE NOT ($7::text IS NOT NULL
      AND EXISTS (SELECT 1 FROM waitlist_departures WHERE address_hash = ANY($10::text[]))
      AND NOT EXISTS (SELECT 1 FROM waitlist_signups WHERE mailbox = $7))
    ${AFTER_THE_LIMIT}
    RETURNING 1)
  INSERT INTO mail_jobs (cause, kind, email, details, run_at, created_at, request_fingerprint)
  SELECT $4, $6, $5, $8::jsonb, $3::timestamptz, $3::timestamptz, $9 FROM allowed
  ON CONFLICT (cause) DO NOTHING
  RETURNING 1`

/**
 * Writes a job limited per mailbox, in one statement: the mailbox's last time and the job
 * together. Whether a job was written.
 */
export async function queueLimitedJob(db: Queryable, job: LimitedJob, now: Date): Promise<boolean> {
  const rows = await db.query(LIMITED_JOB, [
    job.addressHash,
    job.limitKind,
    now,
    job.cause,
    job.email,
    job.kind,
    job.unlessLeft?.mailbox ?? null,
    JSON.stringify(job.details ?? {}),
    job.requestFingerprint ?? null,
    job.unlessLeft?.hashes ?? [],
  ])
  return rows.length > 0
}
