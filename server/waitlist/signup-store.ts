import { sql } from 'kysely'
import { z } from 'zod'
import { formValues } from '../../contract/field-value.ts'
import { DEFAULT_REFERRAL_BONUS } from '../../schemas/emails.schema.ts'
import type { Queryable, WaitlistDatabase } from '../db/database.ts'
import { type ConfirmedSignup, confirmFirst } from './confirm-first.ts'
import { type BatchSetting, insertInBatches, type Stored } from './insert-batches.ts'
import { mailboxOf } from './mailbox.ts'
import type { AcceptedSignup } from './signup-rules.ts'
import { OWN_CODE, type Standing, standingOf, standingsSql } from './standings.ts'

export const storedSignup = z.object({
  received_at: z.coerce.date(),
  signed_up_at: z.coerce.date(),
  /** When the address's owner confirmed it from the email; null until then. */
  confirmed_at: z.coerce.date().nullable(),
  email: z.string(),
  fields: formValues,
  quiz_match: z.string().nullable(),
  utm: z.record(z.string(), z.string()),
  referrer: z.string(),
  landing_path: z.string(),
  honeypot_filled: z.boolean(),
  submitted_too_fast: z.boolean(),
  /** The address's domain is a known disposable one: flagged, never dropped. */
  disposable_domain: z.boolean(),
  /** Its own referral code, the one its personal link carries (decision 0031). */
  referral_code: z.string().nullable(),
  /** The own referral code of whoever's link its visit arrived by; null for none. */
  referred_by: z.string().nullable(),
  /** The friends who joined through its links and count (standings.ts). */
  referrals: z.number(),
  /** Its place in line, 1..n, with its referrals counted. */
  position: z.number(),
})
export type StoredSignup = z.infer<typeof storedSignup>

const COLUMNS = [
  'received_at',
  'signed_up_at',
  'confirmed_at',
  'email',
  'fields',
  'quiz_match',
  'utm',
  'referrer',
  'landing_path',
  'honeypot_filled',
  'submitted_too_fast',
  'disposable_domain',
].map((column) => sql.ref(`signup.${column}`))

// The list with each sign-up's standing; whoever referred a sign-up is named by their own code,
// whichever of their codes the friend arrived with.
const list = (bonus: number) => sql<StoredSignup>`WITH ${standingsSql(bonus)}
  SELECT ${sql.join(COLUMNS)}, own.code AS referral_code, referrer.code AS referred_by,
         standing.referrals, standing.position
  FROM waitlist_signups signup
  JOIN standing USING (idempotency_key)
  ${OWN_CODE}
  LEFT JOIN referral_codes arrived_with ON arrived_with.code = signup.referred_by
  LEFT JOIN referral_codes referrer
    ON referrer.request_key = arrived_with.signup_key AND referrer.signup_key = arrived_with.signup_key
  ORDER BY signup.joined_order`

/** How many are on the list, and how many of them confirmed their address. */
export type ListCount = { total: number; confirmed: number }

export type SignupStore = {
  /** Stores a sign-up (unless its address or key is taken), and the referral code it is given. */
  add: (signup: AcceptedSignup) => Promise<Stored>
  /** Waits for every sign-up handed in to be written: before the database closes. */
  drain: () => Promise<void>
  list: () => Promise<StoredSignup[]>
  count: () => Promise<ListCount>
  /**
   * How many wait on the list, as the page may say it (decision 0069): confirmed addresses only,
   * and none the dashboard counts apart as flagged. Whoever left has no row.
   */
  waiting: () => Promise<number>
  /**
   * Marks the address's mailbox confirmed (the first time only), adopting the details of the
   * sign-up `signup` names (its Idempotency-Key; by default the row's own): false when the mailbox
   * is not on the list, or that sign-up is not its own nor one of its pending ones.
   */
  confirm: (email: string, at: Date, signup?: string) => Promise<boolean>
  /** Whether the address's mailbox is on the list, and whether it is confirmed; undefined when not. */
  confirmationOf: (email: string) => Promise<'confirmed' | 'unconfirmed' | undefined>
  /** Where the address's mailbox stands now (standings.ts); undefined when it is not on the list. */
  standingOf: (email: string) => Promise<Standing | undefined>
  /**
   * Takes the address's mailbox off the list: its row deleted, its mail not yet sent dropped, and
   * only `addressHash` kept, with the time (decision 0026).
   */
  leave: (email: string, addressHash: string, at: Date) => Promise<void>
}

/**
 * What an address's first confirmation also writes, in the same transaction (the “You’re
 * confirmed” email's job, mail-queue.ts; the webhook's event, server/webhook/), given the row as
 * confirmed; and who to tell once it is committed.
 */
export type ConfirmationFollowUp = {
  write: (tx: Queryable, row: ConfirmedSignup) => Promise<void>
  written: () => void
}

export type StoreSetting = {
  now?: () => Date
  /** The mailbox's hash its mail is limited under (insert-batches.ts). */
  hashAddress?: BatchSetting['hashAddress']
  /** Told when a sign-up (not flagged as a bot) may have had an email written as a job. */
  queued?: () => void
  /**
   * Written with an address's first confirmation, never again (the “You’re confirmed” email, the
   * webhook's event).
   */
  onConfirmed?: ConfirmationFollowUp[]
  /** The places a referral that counts moves its referrer up (emails.json, `referralBonus`). */
  referralBonus?: () => number
}

// The mailbox's row, and its mail not yet sent to the address of the link or of the row.
const leaving = (email: string, addressHash: string, at: Date) => sql`WITH gone AS (
    DELETE FROM waitlist_signups WHERE mailbox = ${mailboxOf(email)} RETURNING email),
  dropped AS (
    UPDATE mail_jobs SET email = '', details = '{}', failed_at = ${at}::timestamptz,
      last_error = 'left the list'
    WHERE email IN (${email}, (SELECT email FROM gone)) AND sent_at IS NULL AND failed_at IS NULL
    RETURNING 1),
  undelivered AS (
    DELETE FROM webhook_deliveries
    WHERE email IN (${email}, (SELECT email FROM gone)) AND delivered_at IS NULL RETURNING 1)
  INSERT INTO waitlist_departures (address_hash, left_at) VALUES (${addressHash}, ${at}::timestamptz)
  ON CONFLICT (address_hash) DO UPDATE SET left_at = EXCLUDED.left_at`

/**
 * The waitlist table. Duplicates are the database's to refuse: the insert does nothing when the
 * idempotency key or the email is taken (unique constraints, so two requests at the same instant
 * leave one row), and whether the key has a row then tells the two apart. The same key always
 * gets the same answer.
 */
export function signupStore(db: WaitlistDatabase, setting: StoreSetting = {}): SignupStore {
  const batches = insertInBatches(db.kysely, { now: setting.now, hashAddress: setting.hashAddress })
  const { queued, onConfirmed = [], referralBonus = () => DEFAULT_REFERRAL_BONUS } = setting
  const confirmationOf = async (email: string) => {
    const row = await db.kysely
      .selectFrom('waitlist_signups')
      .select('confirmed_at')
      .where('mailbox', '=', mailboxOf(email))
      .executeTakeFirst()
    if (!row) return undefined
    return row.confirmed_at === null ? 'unconfirmed' : 'confirmed'
  }
  return {
    ...batches,
    async add(signup) {
      const stored = await batches.add(signup)
      // Told for new and listed mailboxes alike: the sender's round costs both the same.
      const flagged = signup.spam.honeypotFilled || signup.spam.submittedTooFast
      if (stored.outcome !== 'key-reused' && !flagged) queued?.()
      return stored
    },
    async list() {
      const { rows } = await list(referralBonus()).execute(db.kysely)
      return rows
    },
    async count() {
      return db.kysely
        .selectFrom('waitlist_signups')
        .select([
          sql<number>`count(*)::int`.as('total'),
          sql<number>`count(confirmed_at)::int`.as('confirmed'),
        ])
        .executeTakeFirstOrThrow()
    },
    async waiting() {
      const { waiting } = await db.kysely
        .selectFrom('waitlist_signups')
        .select(sql<number>`count(*)::int`.as('waiting'))
        .where('confirmed_at', 'is not', null)
        .where('honeypot_filled', '=', false)
        .where('submitted_too_fast', '=', false)
        .where('disposable_domain', '=', false)
        .executeTakeFirstOrThrow()
      return waiting
    },
    async confirm(email, at, signup) {
      const first = await db.kysely.transaction().execute(async (tx) => {
        const row = await confirmFirst(tx, mailboxOf(email), at, signup)
        if (row) for (const followUp of onConfirmed) await followUp.write(tx, row)
        return row !== undefined
      })
      if (first) for (const followUp of onConfirmed) followUp.written()
      // Not confirmed now: on the list only if it was confirmed before.
      return first || (await confirmationOf(email)) === 'confirmed'
    },
    confirmationOf,
    standingOf: (email) => standingOf(db.kysely, email, referralBonus()),
    async leave(email, addressHash, at) {
      await leaving(email, addressHash, at).execute(db.kysely)
    },
  }
}
