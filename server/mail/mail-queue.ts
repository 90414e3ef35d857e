import { createHash } from 'node:crypto'
import canonicalize from 'canonicalize'
import { sql } from 'kysely'
import { DEFAULT_REFERRAL_BONUS } from '../../schemas/emails.schema.ts'
import type { Queryable } from '../db/database.ts'
import { mailboxOf } from '../waitlist/mailbox.ts'
import type { ConfirmationFollowUp } from '../waitlist/signup-store.ts'
import { AFTER_THE_LIMIT, ALREADY_LIMIT, queueLimitedJob } from './mail-jobs.ts'
import type { MailSecrets } from './mail-secrets.ts'
import { writeMovedUpMail } from './moved-up-mail.ts'

/** The quiz's "Email me my match": the result to send, under the request's Idempotency-Key. */
export type MatchRequest = { key: string; email: string; match: string; answers?: string }

export type MailQueue = {
  /** The quiz's match for an address: at most once per 15 minutes, never to one that left. */
  match: (request: MatchRequest) => Promise<'received' | 'key-reused'>
  /**
   * A new confirmation link asked for on the page of an expired one, or "already on the list"
   * once confirmed: at most once per 15 minutes per mailbox, counted with a sign-up's.
   */
  newLink: (email: string) => Promise<void>
}

// The same statement whether or not the mailbox is on the list, and the same limit written, so
// neither the answer nor its work tells the two apart (issue 43); the job only where it is. The
// link confirms the mailbox's latest sign-up: whoever asks for a new link most likely made it.
const newLinkJob = (
  mailbox: string,
  addressHash: string,
  now: Date,
  cause: string,
  email: string,
) =>
  sql`WITH listed AS (
    SELECT signup.confirmed_at IS NOT NULL AS confirmed,
           coalesce((SELECT request_key FROM waitlist_pending_signups
                     WHERE signup_key = signup.idempotency_key
                     ORDER BY received_at DESC LIMIT 1), signup.idempotency_key) AS latest
    FROM waitlist_signups signup WHERE mailbox = ${mailbox}),
  allowed AS (
    INSERT INTO mail_address_limits (address_hash, kind, last_at)
    VALUES (${addressHash}, ${ALREADY_LIMIT}, ${now}::timestamptz)
    ${AFTER_THE_LIMIT}
    RETURNING 1)
  INSERT INTO mail_jobs (cause, kind, email, details, run_at, created_at)
  SELECT ${cause}, CASE WHEN confirmed THEN 'already' ELSE 'confirm' END, ${email},
         CASE WHEN confirmed THEN '{}'::jsonb ELSE jsonb_build_object('signup', latest) END,
         ${now}::timestamptz, ${now}::timestamptz
  FROM listed, allowed
  ON CONFLICT (cause) DO NOTHING`

/** Writes the mail that requests (not sign-ups: insert-batch-statement.ts) ask for, as jobs. */
export function mailQueue(
  db: Queryable,
  secrets: MailSecrets,
  now: () => Date = () => new Date(),
  /** Told when a job may have been written, so the sender need not wait for its next round. */
  queued: () => void = () => {},
): MailQueue {
  return {
    async newLink(email) {
      const cause = `new-link:${crypto.randomUUID()}`
      const addressHash = await secrets.hashAddress(email)
      await newLinkJob(mailboxOf(email), addressHash, now(), cause, email).execute(db)
      // Told either way: the sender's round is the same work for a mailbox off the list.
      queued()
    },
    async match({ key, email, match, answers }) {
      const cause = `match:${key}`
      const addressHash = await secrets.hashAddress(email)
      const requestFingerprint = createHash('sha256')
        .update(canonicalize({ addressHash, match, answers: answers ?? null }) ?? '')
        .digest('hex')
      const earlier = await db
        .selectFrom('mail_jobs')
        .select('request_fingerprint')
        .where('cause', '=', cause)
        .executeTakeFirst()
      const earlierFingerprint = earlier?.request_fingerprint
      if (typeof earlierFingerprint === 'string' && earlierFingerprint !== requestFingerprint)
        return 'key-reused'
      const written = await queueLimitedJob(
        db,
        {
          cause,
          kind: 'match',
          email,
          details: { match, ...(answers ? { answers } : {}) },
          addressHash,
          limitKind: 'match',
          requestFingerprint,
          unlessLeft: { hashes: await secrets.knownHashes(email), mailbox: mailboxOf(email) },
        },
        now(),
      )
      if (written) queued()
      return 'received'
    },
  }
}

/**
 * The mail a first confirmation writes, in its transaction: the “You’re confirmed” email (their
 * place in line, their link, a link to see it again), one per sign-up; and, when the confirmation
 * moves the friend who referred them up, that referrer's “moved up” email (moved-up-mail.ts).
 */
export function confirmedMail(
  now: () => Date = () => new Date(),
  queued: () => void = () => {},
  /** The places a referral moves its referrer up (emails.json, `referralBonus`). */
  bonus: () => number = () => DEFAULT_REFERRAL_BONUS,
): ConfirmationFollowUp {
  return {
    async write(tx, row) {
      const { idempotency_key, email } = row
      const at = now()
      await tx
        .insertInto('mail_jobs')
        .values({
          cause: `confirmed:${idempotency_key}`,
          kind: 'confirmed',
          email,
          details: {},
          run_at: at,
          created_at: at,
        })
        .onConflict((conflict) => conflict.column('cause').doNothing())
        .execute()
      await writeMovedUpMail(tx, row, { bonus: bonus(), now: at })
    },
    written: queued,
  }
}
