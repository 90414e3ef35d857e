import { randomBytes } from 'node:crypto'
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import type { AcceptedSignup } from './signup-rules.ts'
import { RowRefusedError, refusesTheRow } from './store-errors.ts'

/**
 * joined: this sign-up's key has its row; already: its email joined under another key;
 * key-reused: its key has the row (or the referral code) of another sign-up.
 */
export type StoreOutcome = 'joined' | 'already' | 'key-reused'

/** What storing a sign-up came to, and the referral code its request was given (none for 409). */
export type Stored = { outcome: StoreOutcome; referralCode?: string }

/** The most sign-ups one statement writes (each at most 16 KB). */
const MAX_BATCH = 200

// The package's own isDisposableEmail builds its Set of some 9,000 domains again at every call
// (about 1 ms, more than the rest of a sign-up's work in this process): built once here instead.
const DISPOSABLE_DOMAINS = disposableEmailBlocklistSet()

/** Whether the address's domain (after its last @, case and spaces aside) is a disposable one. */
export function isAtDisposableDomain(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1)
  return DISPOSABLE_DOMAINS.has(domain.trim().toLowerCase())
}

/** A new referral code: 12 characters of base64url, 72 random bits (decision 0031). */
const newReferralCode = () => randomBytes(9).toString('base64url')

// The whole batch travels as one JSON parameter (the same on PGlite and on a server), and the
// unique keys refuse what is taken, duplicates within the batch included. Each row written gets
// its confirmation email as a job in the same statement (so in the same transaction), unless
// it is flagged as a bot: a form must not become a way to mail strangers. Every request whose
// address is on the list then gets a referral code that credits that address's sign-up: its own
// for the request that wrote the row, a new one for any other (decision 0031); a request sent
// again finds its code taken by its key and keeps it. A key that already has a code is no new
// sign-up. The code a visit arrived with is kept only when it was handed out.
const INSERT_BATCH = `WITH incoming AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS signup (
      idempotency_key text, email text, fields jsonb, quiz_match text, utm jsonb, referrer text,
      landing_path text, honeypot_filled boolean, submitted_too_fast boolean,
      signed_up_at timestamptz, fingerprint text, disposable_domain boolean,
      referral_code text, arrived_with_code text)),
  inserted AS (
    INSERT INTO waitlist_signups
      (idempotency_key, email, fields, quiz_match, utm, referrer, landing_path,
       honeypot_filled, submitted_too_fast, signed_up_at, fingerprint, disposable_domain,
       referred_by)
    SELECT idempotency_key, email, fields, quiz_match, utm, referrer, landing_path,
           honeypot_filled, submitted_too_fast, signed_up_at, fingerprint, disposable_domain,
           (SELECT code FROM referral_codes WHERE code = incoming.arrived_with_code)
    FROM incoming
    WHERE NOT EXISTS (SELECT 1 FROM referral_codes WHERE request_key = incoming.idempotency_key)
    ON CONFLICT DO NOTHING
    RETURNING idempotency_key, email, quiz_match, honeypot_filled, submitted_too_fast),
  jobs AS (
    INSERT INTO mail_jobs (cause, kind, email, details, run_at, created_at)
    SELECT 'confirm:' || idempotency_key, 'confirm', email,
           CASE WHEN quiz_match IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('match', quiz_match) END,
           $2::timestamptz, $2::timestamptz
    FROM inserted WHERE NOT honeypot_filled AND NOT submitted_too_fast
    ON CONFLICT (cause) DO NOTHING),
  listed AS (
    SELECT idempotency_key, email FROM inserted
    UNION ALL
    SELECT idempotency_key, email FROM waitlist_signups
    WHERE email IN (SELECT email FROM incoming))
  INSERT INTO referral_codes (code, request_key, signup_key, fingerprint, created_at)
  SELECT incoming.referral_code, incoming.idempotency_key, listed.idempotency_key,
         incoming.fingerprint, $2::timestamptz
  FROM incoming JOIN listed ON listed.email = incoming.email
  ON CONFLICT DO NOTHING`

// What each key holds now: its sign-up's row, its referral code, and the fingerprints of both.
// Each key is looked up in each table's index on its own (LIMIT 1 keeps the planner from making
// the lookups a join): as joins, the planner, which takes a batch's keys for 100 rows, read the
// whole of referral_codes at every batch until it held some 25,000 codes.
const WHAT_KEYS_HOLD = `SELECT request.key, signup.key IS NOT NULL AS has_row,
    signup.fingerprint AS row_fingerprint, code.code, code.fingerprint AS code_fingerprint
  FROM jsonb_array_elements_text($1::jsonb) AS request (key)
  LEFT JOIN LATERAL (SELECT idempotency_key AS key, fingerprint FROM waitlist_signups
    WHERE idempotency_key = request.key LIMIT 1) signup ON true
  LEFT JOIN LATERAL (SELECT code, fingerprint FROM referral_codes
    WHERE request_key = request.key LIMIT 1) code ON true`

const keyHolds = z.object({
  key: z.string(),
  has_row: z.boolean(),
  row_fingerprint: z.string().nullable(),
  code: z.string().nullable(),
  code_fingerprint: z.string().nullable(),
})

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
    disposable_domain: isAtDisposableDomain(signup.email),
    referral_code: newReferralCode(),
    arrived_with_code: signup.source.referralCode ?? null,
  }
}

/**
 * A request's outcome from what its key holds. A fingerprint of null (a row from before
 * fingerprints, or a code from before codes were kept per request) counts as this request.
 */
function storedFor(signup: AcceptedSignup, holds: z.infer<typeof keyHolds> | undefined): Stored {
  const same = (fingerprint: string | null | undefined) =>
    fingerprint === null || fingerprint === undefined || fingerprint === signup.fingerprint
  const referralCode = holds?.code ?? undefined
  if (holds?.has_row)
    return same(holds.row_fingerprint)
      ? { outcome: 'joined', referralCode }
      : { outcome: 'key-reused' }
  if (referralCode && !same(holds?.code_fingerprint)) return { outcome: 'key-reused' }
  return { outcome: 'already', referralCode }
}

type Waiting = { signup: AcceptedSignup; settle: (stored: Promise<Stored>) => void }

/**
 * Writes sign-ups that arrive together in one statement, one commit: under load the database
 * does one round trip and one flush to disk for many sign-ups, not one each. Each caller still
 * learns its own outcome, only once its row is committed.
 */
export function insertInBatches(db: Database, now: () => Date = () => new Date()) {
  const waiting: Waiting[] = []

  async function writeTogether(batch: Waiting[]): Promise<Stored[]> {
    const rows = JSON.stringify(batch.map(({ signup }) => rowOf(signup)))
    await db.query(INSERT_BATCH, [rows, now()])
    const keys = JSON.stringify(batch.map(({ signup }) => signup.idempotencyKey))
    const holds = new Map(
      (await db.query(WHAT_KEYS_HOLD, [keys])).map((row) => {
        const parsed = keyHolds.parse(row)
        return [parsed.key, parsed]
      }),
    )
    return batch.map(({ signup }) => storedFor(signup, holds.get(signup.idempotencyKey)))
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
        settle(Promise.resolve(outcomes[index] ?? { outcome: 'already' }))
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
    add: (signup: AcceptedSignup): Promise<Stored> =>
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
