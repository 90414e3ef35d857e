import { z } from 'zod'
import type { Queryable } from '../db/database.ts'

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
export type MailJobDetails = z.infer<typeof mailJobDetails>

/**
 * A confirmation job's details, in SQL, from the sign-up `row` names (its `idempotency_key` and
 * `quiz_match`): the sign-up its link confirms, and the quiz's match when there is one.
 */
export const confirmDetails = (row: string) =>
  `jsonb_strip_nulls(jsonb_build_object('signup', ${row}.idempotency_key, 'match', ${row}.quiz_match))`

/** A job of `mail_jobs` as its sender reads it (its claim: mail-sender.ts). */
export const mailJob = z.object({
  kind: mailJobKind,
  email: z.string(),
  details: mailJobDetails,
})
export type MailJob = z.infer<typeof mailJob>

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
