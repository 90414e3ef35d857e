import { z } from 'zod'
import type { Queryable } from '../db/database.ts'

/** The messages the server sends (render-mail.ts). */
export const mailJobKind = z.enum(['confirm', 'confirmed', 'already', 'match'])
export type MailJobKind = z.infer<typeof mailJobKind>

/** What a job holds besides its address: the quiz's match (a massage's key) and its answers. */
export const mailJobDetails = z.object({
  match: z.string().optional(),
  answers: z.string().optional(),
})

/** A job of `mail_jobs` as its sender reads it (its claim: mail-sender.ts). */
export const mailJob = z.object({
  kind: mailJobKind,
  email: z.string(),
  details: mailJobDetails,
})
export type MailJob = z.infer<typeof mailJob>

/** A job limited per address: written only if that address had none of `limitKind` for 15 min. */
export type LimitedJob = {
  cause: string
  kind: MailJobKind
  email: string
  details?: z.infer<typeof mailJobDetails>
  addressHash: string
  /** The limit it counts against ("already", "match"): at most one per address per 15 minutes. */
  limitKind: string
  /** What was asked for under the cause's key, for a request that may be sent again (mail-queue.ts). */
  requestFingerprint?: string
}

/** How often an address may be sent the same kind of unasked-for mail (issue 33). */
export const ADDRESS_LIMIT_MINUTES = 15

const LIMITED_JOB = `WITH allowed AS (
    INSERT INTO mail_address_limits (address_hash, kind, last_at)
    SELECT $1, $2, $3::timestamptz
    WHERE NOT ($7::boolean AND EXISTS (SELECT 1 FROM waitlist_departures WHERE address_hash = $1)
      AND NOT EXISTS (SELECT 1 FROM waitlist_signups WHERE email = $5))
    ON CONFLICT (address_hash, kind) DO UPDATE SET last_at = EXCLUDED.last_at
      WHERE mail_address_limits.last_at <= EXCLUDED.last_at - interval '${ADDRESS_LIMIT_MINUTES} minutes'
    RETURNING 1)
  INSERT INTO mail_jobs (cause, kind, email, details, run_at, created_at, request_fingerprint)
  SELECT $4, $6, $5, $8::jsonb, $3::timestamptz, $3::timestamptz, $9 FROM allowed
  ON CONFLICT (cause) DO NOTHING
  RETURNING 1`

/**
 * Writes a job limited per address, in one statement: the address's last time and the job
 * together. With `unlessLeft`, nothing for an address that left the list and is not on it again.
 * Whether a job was written.
 */
export async function queueLimitedJob(
  db: Queryable,
  job: LimitedJob,
  now: Date,
  unlessLeft: boolean,
): Promise<boolean> {
  const rows = await db.query(LIMITED_JOB, [
    job.addressHash,
    job.limitKind,
    now,
    job.cause,
    job.email,
    job.kind,
    unlessLeft,
    JSON.stringify(job.details ?? {}),
    job.requestFingerprint ?? null,
  ])
  return rows.length > 0
}
