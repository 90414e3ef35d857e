import { isDisposableEmail } from 'disposable-email-domains-js'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import type { AcceptedSignup } from './signup-rules.ts'
import { RowRefusedError, refusesTheRow } from './store-errors.ts'

/**
 * joined: this sign-up's key has its row; already: its email joined under another key;
 * key-reused: its key has the row of another sign-up (the same key, another body).
 */
export type StoreOutcome = 'joined' | 'already' | 'key-reused'

/** The most sign-ups one statement writes (each at most 16 KB). */
const MAX_BATCH = 200

// The whole batch travels as one JSON parameter (the same on PGlite and on a server), and the
// unique keys refuse what is taken, duplicates within the batch included. Each row written gets
// its confirmation email as a job in the same statement (so in the same transaction), unless
// it is flagged as a bot: a form must not become a way to mail strangers.
const INSERT_BATCH = `WITH inserted AS (
    INSERT INTO waitlist_signups
      (idempotency_key, email, fields, quiz_match, utm, referrer, landing_path,
       honeypot_filled, submitted_too_fast, signed_up_at, fingerprint, disposable_domain)
    SELECT idempotency_key, email, fields, quiz_match, utm, referrer, landing_path,
           honeypot_filled, submitted_too_fast, signed_up_at, fingerprint, disposable_domain
    FROM jsonb_to_recordset($1::jsonb) AS signup (
      idempotency_key text, email text, fields jsonb, quiz_match text, utm jsonb, referrer text,
      landing_path text, honeypot_filled boolean, submitted_too_fast boolean,
      signed_up_at timestamptz, fingerprint text, disposable_domain boolean)
    ON CONFLICT DO NOTHING
    RETURNING idempotency_key, email, quiz_match, honeypot_filled, submitted_too_fast)
  INSERT INTO mail_jobs (cause, kind, email, details, run_at, created_at)
  SELECT 'confirm:' || idempotency_key, 'confirm', email,
         CASE WHEN quiz_match IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('match', quiz_match) END,
         $2::timestamptz, $2::timestamptz
  FROM inserted WHERE NOT honeypot_filled AND NOT submitted_too_fast
  ON CONFLICT (cause) DO NOTHING`

const KEYS_WITH_ROWS = `SELECT idempotency_key, fingerprint FROM waitlist_signups
  WHERE idempotency_key IN (SELECT jsonb_array_elements_text($1::jsonb))`

const keyRow = z.object({ idempotency_key: z.string(), fingerprint: z.string().nullable() })

function rowOf(signup: AcceptedSignup) {
  return {
    idempotency_key: signup.idempotencyKey,
    email: signup.email,
    fields: signup.fields,
    quiz_match: signup.match ?? null,
    utm: signup.source.utm,
    referrer: signup.source.referrer,
    landing_path: signup.source.landingPath,
    honeypot_filled: signup.spam.honeypotFilled,
    submitted_too_fast: signup.spam.submittedTooFast,
    signed_up_at: signup.createdAt,
    fingerprint: signup.fingerprint,
    disposable_domain: isDisposableEmail(signup.email),
  }
}

type Waiting = { signup: AcceptedSignup; settle: (outcome: Promise<StoreOutcome>) => void }

/**
 * Writes sign-ups that arrive together in one statement, one commit: under load the database
 * does one round trip and one flush to disk for many sign-ups, not one each. Each caller still
 * learns its own outcome, only once its row is committed.
 */
export function insertInBatches(db: Database, now: () => Date = () => new Date()) {
  const waiting: Waiting[] = []

  async function writeTogether(batch: Waiting[]): Promise<StoreOutcome[]> {
    const rows = JSON.stringify(batch.map(({ signup }) => rowOf(signup)))
    await db.query(INSERT_BATCH, [rows, now()])
    const keys = JSON.stringify(batch.map(({ signup }) => signup.idempotencyKey))
    const stored = new Map(
      (await db.query(KEYS_WITH_ROWS, [keys])).map((row) => {
        const { idempotency_key, fingerprint } = keyRow.parse(row)
        return [idempotency_key, fingerprint]
      }),
    )
    return batch.map(({ signup }): StoreOutcome => {
      if (!stored.has(signup.idempotencyKey)) return 'already'
      const fingerprint = stored.get(signup.idempotencyKey)
      // A row from before fingerprints were kept counts as this sign-up.
      const same = fingerprint === null || fingerprint === signup.fingerprint
      return same ? 'joined' : 'key-reused'
    })
  }

  /**
   * The batch in one statement. If the database refuses a row in it, each sign-up on its own,
   * so the row it cannot take fails alone (RowRefusedError, logged by its key only) and the
   * others are written. Any other error (the database away) fails the batch as it is.
   */
  async function write(batch: Waiting[]): Promise<void> {
    try {
      const outcomes = await writeTogether(batch)
      for (const [index, { settle }] of batch.entries())
        settle(Promise.resolve(outcomes[index] ?? 'already'))
    } catch (error) {
      if (!refusesTheRow(error)) for (const { settle } of batch) settle(Promise.reject(error))
      else if (batch.length > 1) for (const one of batch) await write([one])
      else
        for (const { signup, settle } of batch) {
          const refused = new RowRefusedError(signup.idempotencyKey, error)
          console.error(refused.message)
          settle(Promise.reject(refused))
        }
    }
  }

  const writing = new Set<Promise<void>>()

  function flush() {
    const batch = waiting.splice(0, MAX_BATCH)
    if (waiting.length > 0) setImmediate(flush)
    const written = write(batch).finally(() => writing.delete(written))
    writing.add(written)
  }

  return {
    add: (signup: AcceptedSignup): Promise<StoreOutcome> =>
      new Promise((resolve) => {
        if (waiting.length === 0) setImmediate(flush)
        waiting.push({ signup, settle: resolve })
      }),
    /** Resolves once every sign-up handed in so far is written (or has failed). */
    async drain(): Promise<void> {
      while (waiting.length > 0 || writing.size > 0) {
        if (waiting.length > 0) flush()
        await Promise.allSettled([...writing])
      }
    },
  }
}
