import { z } from 'zod'
import type { Database } from '../db/database.ts'
import type { AcceptedSignup } from './signup-rules.ts'

/** joined: a row for this sign-up's key exists; already: its email joined under another key. */
export type StoreOutcome = 'joined' | 'already'

/** The most sign-ups one statement writes (each at most 16 KB). */
const MAX_BATCH = 200

// The whole batch travels as one JSON parameter (the same on PGlite and on a server), and the
// unique keys refuse what is taken, duplicates within the batch included.
const INSERT_BATCH = `INSERT INTO waitlist_signups
    (idempotency_key, email, fields, quiz_match, utm, referrer, landing_path,
     honeypot_filled, submitted_too_fast, signed_up_at)
  SELECT idempotency_key, email, fields, quiz_match, utm, referrer, landing_path,
         honeypot_filled, submitted_too_fast, signed_up_at
  FROM jsonb_to_recordset($1::jsonb) AS signup (
    idempotency_key text, email text, fields jsonb, quiz_match text, utm jsonb, referrer text,
    landing_path text, honeypot_filled boolean, submitted_too_fast boolean, signed_up_at timestamptz)
  ON CONFLICT DO NOTHING`

const KEYS_WITH_ROWS = `SELECT idempotency_key FROM waitlist_signups
  WHERE idempotency_key IN (SELECT jsonb_array_elements_text($1::jsonb))`

const keyRow = z.object({ idempotency_key: z.string() })

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
  }
}

type Waiting = { signup: AcceptedSignup; settle: (outcome: Promise<StoreOutcome>) => void }

/**
 * Writes sign-ups that arrive together in one statement, one commit: under load the database
 * does one round trip and one flush to disk for many sign-ups, not one each. Each caller still
 * learns its own outcome, only once its row is committed.
 */
export function insertInBatches(db: Database) {
  const waiting: Waiting[] = []

  async function writeTogether(batch: Waiting[]): Promise<Map<string, StoreOutcome>> {
    const rows = JSON.stringify(batch.map(({ signup }) => rowOf(signup)))
    await db.query(INSERT_BATCH, [rows])
    const keys = JSON.stringify(batch.map(({ signup }) => signup.idempotencyKey))
    const stored = new Set(
      (await db.query(KEYS_WITH_ROWS, [keys])).map((row) => keyRow.parse(row).idempotency_key),
    )
    return new Map(
      batch.map(({ signup }) => [
        signup.idempotencyKey,
        stored.has(signup.idempotencyKey) ? 'joined' : 'already',
      ]),
    )
  }

  /**
   * The batch in one statement; if the database refuses it, each sign-up on its own, so one
   * row it cannot take fails alone and the others are written.
   */
  async function write(batch: Waiting[]): Promise<void> {
    try {
      const outcomes = await writeTogether(batch)
      for (const { signup, settle } of batch)
        settle(Promise.resolve(outcomes.get(signup.idempotencyKey) ?? 'already'))
    } catch (error) {
      if (batch.length === 1) return batch[0]?.settle(Promise.reject(error))
      for (const one of batch) await write([one])
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
