import { randomInt } from 'node:crypto'
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { AFTER_THE_LIMIT, ALREADY_LIMIT, confirmDetails } from '../mail/mail-jobs.ts'
import { mailSecrets } from '../mail/mail-secrets.ts'
import { mailboxOf } from './mailbox.ts'
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

/**
 * What a referral code is made of: letters and digits, so no code starts a spreadsheet's cell
 * with a formula sign and the export's `referral_code` is the link's code (decision 0046). Codes
 * made before of base64url (`-`, `_`) keep working.
 */
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A new referral code: 12 characters of 62, about 71 random bits (decision 0031). */
const newReferralCode = () =>
  Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')

// The whole batch travels as one JSON parameter (the same on PGlite and on a server), and the
// unique keys refuse what is taken, duplicates within the batch included: a mailbox is on the
// list once (decision 0046). Each row written gets its confirmation email as a job in the same
// statement (so in the same transaction), unless it is flagged as a bot: a form must not become
// a way to mail strangers. A new request for a mailbox already on the list writes what the
// request would have cost anyway, in the same statement, so the answer takes the same work for
// both (issue 43): its details, kept apart until the mailbox is confirmed (its confirmation link
// may adopt them), and its email (a new confirmation link, or "already on the list"), limited
// per mailbox. Every request whose mailbox is on the list then gets a referral code that credits
// that mailbox's sign-up: its own for the request that wrote the row, a new one for any other
// (decision 0031); a request sent again finds its code taken by its key and keeps it. A key that
// already has a code is no new sign-up. The code a visit arrived with is kept only when it was
// handed out, and never when it credits the sign-up itself.
const INSERT_BATCH = `WITH incoming AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS signup (
      idempotency_key text, email text, mailbox text, address_hash text, fields jsonb,
      quiz_match text, utm jsonb, referrer text, landing_path text, honeypot_filled boolean,
      submitted_too_fast boolean, signed_up_at timestamptz, fingerprint text,
      disposable_domain boolean, referral_code text, arrived_with_code text)),
  fresh AS (
    SELECT * FROM incoming
    WHERE NOT EXISTS (SELECT 1 FROM referral_codes WHERE request_key = incoming.idempotency_key)),
  inserted AS (
    INSERT INTO waitlist_signups
      (idempotency_key, email, mailbox, fields, quiz_match, utm, referrer, landing_path,
       honeypot_filled, submitted_too_fast, signed_up_at, fingerprint, disposable_domain,
       referred_by)
    SELECT idempotency_key, email, mailbox, fields, quiz_match, utm, referrer, landing_path,
           honeypot_filled, submitted_too_fast, signed_up_at, fingerprint, disposable_domain,
           (SELECT code FROM referral_codes WHERE code = fresh.arrived_with_code)
    FROM fresh
    ON CONFLICT DO NOTHING
    RETURNING idempotency_key, email, mailbox, quiz_match, honeypot_filled, submitted_too_fast),
  jobs AS (
    INSERT INTO mail_jobs (cause, kind, email, details, run_at, created_at)
    SELECT 'confirm:' || idempotency_key, 'confirm', email, ${confirmDetails('inserted')},
           $2::timestamptz, $2::timestamptz
    FROM inserted WHERE NOT honeypot_filled AND NOT submitted_too_fast
    ON CONFLICT (cause) DO NOTHING),
  listed AS (
    SELECT idempotency_key, mailbox, false AS confirmed FROM inserted
    UNION ALL
    SELECT idempotency_key, mailbox, confirmed_at IS NOT NULL FROM waitlist_signups
    WHERE mailbox IN (SELECT mailbox FROM incoming)),
  again AS (
    SELECT fresh.*, listed.idempotency_key AS signup_key, listed.confirmed
    FROM fresh JOIN listed USING (mailbox)
    WHERE fresh.idempotency_key NOT IN (SELECT idempotency_key FROM inserted)
      AND NOT fresh.honeypot_filled AND NOT fresh.submitted_too_fast),
  pending AS (
    INSERT INTO waitlist_pending_signups
      (request_key, signup_key, email, fields, quiz_match, utm, referrer, landing_path,
       signed_up_at, fingerprint, disposable_domain, referred_by)
    SELECT idempotency_key, signup_key, email, fields, quiz_match, utm, referrer, landing_path,
           signed_up_at, fingerprint, disposable_domain,
           (SELECT code FROM referral_codes
            WHERE code = again.arrived_with_code AND signup_key <> again.signup_key)
    FROM again WHERE NOT confirmed
    ON CONFLICT DO NOTHING),
  limited AS (
    INSERT INTO mail_address_limits (address_hash, kind, last_at)
    SELECT DISTINCT address_hash, '${ALREADY_LIMIT}', $2::timestamptz FROM again
    ${AFTER_THE_LIMIT}
    RETURNING address_hash),
  told AS (
    INSERT INTO mail_jobs (cause, kind, email, details, run_at, created_at)
    SELECT DISTINCT ON (again.address_hash) 'already:' || again.idempotency_key,
           CASE WHEN again.confirmed THEN 'already' ELSE 'confirm' END, again.email,
           CASE WHEN again.confirmed THEN '{}'::jsonb ELSE ${confirmDetails('again')} END,
           $2::timestamptz, $2::timestamptz
    FROM again JOIN limited USING (address_hash)
    ORDER BY again.address_hash, again.idempotency_key
    ON CONFLICT (cause) DO NOTHING)
  INSERT INTO referral_codes (code, request_key, signup_key, fingerprint, created_at)
  SELECT incoming.referral_code, incoming.idempotency_key, listed.idempotency_key,
         incoming.fingerprint, $2::timestamptz
  FROM incoming JOIN listed USING (mailbox)
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

function rowOf(signup: AcceptedSignup, addressHash: string) {
  return {
    idempotency_key: signup.idempotencyKey,
    email: signup.email,
    mailbox: mailboxOf(signup.email),
    address_hash: addressHash,
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

export type BatchSetting = {
  now?: () => Date
  /**
   * The mailbox's hash its mail is limited under (mail-secrets.ts); by default under the key the
   * database makes, as outside production.
   */
  hashAddress?: (email: string) => Promise<string>
}

type Waiting = { signup: AcceptedSignup; settle: (stored: Promise<Stored>) => void }

/**
 * Writes sign-ups that arrive together in one statement, one commit: under load the database
 * does one round trip and one flush to disk for many sign-ups, not one each. Each caller still
 * learns its own outcome, only once its row is committed.
 */
export function insertInBatches(db: Database, setting: BatchSetting = {}) {
  const { now = () => new Date(), hashAddress = mailSecrets(db).hashAddress } = setting
  const waiting: Waiting[] = []

  async function writeTogether(batch: Waiting[]): Promise<Stored[]> {
    const rows = await Promise.all(
      batch.map(async ({ signup }) => rowOf(signup, await hashAddress(signup.email))),
    )
    await db.query(INSERT_BATCH, [JSON.stringify(rows), now()])
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
