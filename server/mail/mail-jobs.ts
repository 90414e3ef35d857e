import { sql } from 'kysely'
import { z } from 'zod'
import type { Queryable } from '../db/database.ts'

/** The messages the server sends (render-mail.ts). */
export const mailJobKind = z.enum(['confirm', 'confirmed', 'moved-up', 'already', 'match'])
export type MailJobKind = z.infer<typeof mailJobKind>

/**
 * What a job holds besides its address: the quiz's match (a massage's key) and its answers; for a
 * confirmation, the sign-up (its Idempotency-Key) that its link confirms (decision 0046).
 */
export const mailJobDetails = z.object({
  match: z.string().optional(),
  answers: z.string().optional(),
  signup: z.string().optional(),
  /** For “moved up”: how many places the friend's confirmation moved them. */
  places: z.number().optional(),
})
export type MailJobDetails = z.infer<typeof mailJobDetails>

/**
 * A confirmation job's details, in SQL, from the sign-up `row` names (its `idempotency_key` and
 * `quiz_match`): the sign-up its link confirms, and the quiz's match when there is one.
 */
export const confirmDetails = (row: string) =>
  sql`jsonb_strip_nulls(jsonb_build_object('signup', ${sql.ref(`${row}.idempotency_key`)}, 'match', ${sql.ref(`${row}.quiz_match`)}))`

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
export const AFTER_THE_LIMIT = sql`ON CONFLICT (address_hash, kind) DO UPDATE SET last_at = EXCLUDED.last_at
      WHERE mail_address_limits.last_at <= EXCLUDED.last_at - ${sql.lit(ADDRESS_LIMIT_MINUTES)} * interval '1 minute'`

/**
 * Writes a job limited per mailbox, in one statement: the mailbox's last time and the job
 * together. Whether a job was written.
 */
export async function queueLimitedJob(db: Queryable, job: LimitedJob, now: Date): Promise<boolean> {
  const mailbox = job.unlessLeft?.mailbox ?? null
  const { rows } = await sql`WITH allowed AS (
      INSERT INTO mail_address_limits (address_hash, kind, last_at)
      SELECT ${job.addressHash}, ${job.limitKind}, ${now}::timestamptz
      WHERE NOT (${mailbox}::text IS NOT NULL
        AND EXISTS (SELECT 1 FROM waitlist_departures
                    WHERE address_hash = ANY(${job.unlessLeft?.hashes ?? []}::text[]))
        AND NOT EXISTS (SELECT 1 FROM waitlist_signups WHERE mailbox = ${mailbox}))
      ${AFTER_THE_LIMIT}
      RETURNING 1)
    INSERT INTO mail_jobs (cause, kind, email, details, run_at, created_at, request_fingerprint)
    SELECT ${job.cause}, ${job.kind}, ${job.email}, ${JSON.stringify(job.details ?? {})}::jsonb,
           ${now}::timestamptz, ${now}::timestamptz, ${job.requestFingerprint ?? null} FROM allowed
    ON CONFLICT (cause) DO NOTHING
    RETURNING 1`.execute(db)
  return rows.length > 0
}
