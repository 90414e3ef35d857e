import { createHash } from 'node:crypto'
import canonicalize from 'canonicalize'
import { z } from 'zod'
import type { Queryable } from '../db/database.ts'
import type { AcceptedSignup } from '../waitlist/signup-rules.ts'
import type { ConfirmationFollowUp } from '../waitlist/signup-store.ts'
import { queueLimitedJob } from './mail-jobs.ts'
import type { MailSecrets } from './mail-secrets.ts'

/** The quiz's "Email me my match": the result to send, under the request's Idempotency-Key. */
export type MatchRequest = { key: string; email: string; match: string; answers?: string }

export type MailQueue = {
  /**
   * A sign-up whose address was on the list already: its owner is told so by email (a new
   * confirmation link while it is unconfirmed), at most once per 15 minutes.
   */
  already: (signup: AcceptedSignup) => Promise<void>
  /**
   * The quiz's match for an address: at most once per 15 minutes, never to one that left.
   * `key-reused` when its key was used before for another address or match.
   */
  match: (request: MatchRequest) => Promise<'received' | 'key-reused'>
  /** A new confirmation link asked for on the page of an expired one (same limit as `already`). */
  newLink: (email: string) => Promise<void>
}

/** Writes the mail that requests (not new sign-ups: insert-batches.ts) ask for, as jobs. */
export function mailQueue(
  db: Queryable,
  secrets: MailSecrets,
  now: () => Date = () => new Date(),
  /** Told when a job was written, so the sender need not wait for its next round. */
  queued: () => void = () => {},
): MailQueue {
  async function toListed(email: string, cause: string) {
    const [row] = await db.query('SELECT confirmed_at FROM waitlist_signups WHERE email = $1', [
      email,
    ])
    // Not on the list (it left meanwhile): nothing to say.
    if (!row) return
    const written = await queueLimitedJob(
      db,
      {
        cause,
        kind: row.confirmed_at ? 'already' : 'confirm',
        email,
        addressHash: await secrets.hashAddress(email),
        limitKind: 'already',
      },
      now(),
      false,
    )
    if (written) queued()
  }
  return {
    already: (signup) => toListed(signup.email, `already:${signup.idempotencyKey}`),
    newLink: (email) => toListed(email, `new-link:${crypto.randomUUID()}`),
    async match({ key, email, match, answers }) {
      const cause = `match:${key}`
      const addressHash = await secrets.hashAddress(email)
      const requestFingerprint = createHash('sha256')
        .update(canonicalize({ addressHash, match, answers: answers ?? null }) ?? '')
        .digest('hex')
      const [earlier] = await db.query(
        'SELECT request_fingerprint FROM mail_jobs WHERE cause = $1',
        [cause],
      )
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
        },
        now(),
        true,
      )
      if (written) queued()
      return 'received'
    },
  }
}

const CONFIRMED_JOB = `INSERT INTO mail_jobs (cause, kind, email, details, run_at, created_at)
  VALUES ('confirmed:' || $1, 'confirmed', $2, '{}', $3::timestamptz, $3::timestamptz)
  ON CONFLICT (cause) DO NOTHING`

const confirmedRow = z.object({ idempotency_key: z.string(), email: z.string() })

/**
 * The “You’re confirmed” email (their place in line, their link, a link to see it again),
 * written in the transaction of the address's first confirmation: one per sign-up.
 */
export function confirmedMail(
  now: () => Date = () => new Date(),
  queued: () => void = () => {},
): ConfirmationFollowUp {
  return {
    async write(tx, row) {
      const { idempotency_key, email } = confirmedRow.parse(row)
      await tx.query(CONFIRMED_JOB, [idempotency_key, email, now()])
    },
    written: queued,
  }
}
