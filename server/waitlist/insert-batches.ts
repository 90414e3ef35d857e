import { sql } from 'kysely'
import type { Queryable } from '../db/database.ts'
import { writeBatches } from '../db/write-batches.ts'
import { mailSecrets } from '../mail/mail-secrets.ts'
import { batchRow, insertBatch } from './insert-batch-statement.ts'
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

// What each key holds now: its sign-up's row, its referral code, and the fingerprints of both.
// Each key is looked up in each table's index on its own (LIMIT 1 keeps the planner from making
// the lookups a join): as joins, the planner, which takes a batch's keys for 100 rows, read the
// whole of referral_codes at every batch until it held some 25,000 codes.
const whatKeysHold = (keys: readonly string[]) => sql<KeyHolds>`SELECT request.key,
    signup.key IS NOT NULL AS has_row, signup.fingerprint AS row_fingerprint, code.code,
    code.fingerprint AS code_fingerprint
  FROM jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) AS request (key)
  LEFT JOIN LATERAL (SELECT idempotency_key AS key, fingerprint FROM waitlist_signups
    WHERE idempotency_key = request.key LIMIT 1) signup ON true
  LEFT JOIN LATERAL (SELECT code, fingerprint FROM referral_codes
    WHERE request_key = request.key LIMIT 1) code ON true`

type KeyHolds = {
  key: string
  has_row: boolean
  row_fingerprint: string | null
  code: string | null
  code_fingerprint: string | null
}

/**
 * A request's outcome from what its key holds. A fingerprint of null (a row from before
 * fingerprints, or a code from before codes were kept per request) counts as this request.
 */
function storedFor(signup: AcceptedSignup, holds: KeyHolds | undefined): Stored {
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
export function insertInBatches(db: Queryable, setting: BatchSetting = {}) {
  const { now = () => new Date(), hashAddress = mailSecrets(db).hashAddress } = setting
  async function writeTogether(batch: Waiting[]): Promise<Stored[]> {
    const rows = await Promise.all(
      batch.map(async ({ signup }) => batchRow(signup, await hashAddress(signup.email))),
    )
    await insertBatch(rows, now()).execute(db)
    const keys = batch.map(({ signup }) => signup.idempotencyKey)
    const { rows: held } = await whatKeysHold(keys).execute(db)
    const holds = new Map(held.map((holds) => [holds.key, holds]))
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

  const batches = writeBatches(write, MAX_BATCH)

  return {
    add: (signup: AcceptedSignup): Promise<Stored> =>
      new Promise((resolve) => batches.add({ signup, settle: resolve })),
    /** Resolves once every sign-up handed in so far is written (or has failed). */
    drain: batches.drain,
  }
}
