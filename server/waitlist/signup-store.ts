import { z } from 'zod'
import { formValues } from '../../src/forms/field-value.ts'
import type { Database } from '../db/database.ts'
import { insertInBatches, type StoreOutcome } from './insert-batches.ts'
import type { AcceptedSignup } from './signup-rules.ts'

export const storedSignup = z.object({
  received_at: z.coerce.date(),
  signed_up_at: z.coerce.date(),
  email: z.string(),
  fields: formValues,
  quiz_match: z.string().nullable(),
  utm: z.record(z.string(), z.string()),
  referrer: z.string(),
  landing_path: z.string(),
  honeypot_filled: z.boolean(),
  submitted_too_fast: z.boolean(),
})
export type StoredSignup = z.infer<typeof storedSignup>

const COLUMNS =
  'received_at, signed_up_at, email, fields, quiz_match, utm, referrer, landing_path, honeypot_filled, submitted_too_fast'

export type SignupStore = {
  add: (signup: AcceptedSignup) => Promise<StoreOutcome>
  /** Waits for every sign-up handed in to be written: before the database closes. */
  drain: () => Promise<void>
  list: () => Promise<StoredSignup[]>
  count: () => Promise<number>
}

/**
 * The waitlist table. Duplicates are the database's to refuse: the insert does nothing when the
 * idempotency key or the email is taken (unique constraints, so two requests at the same instant
 * leave one row), and whether the key has a row then tells the two apart. The same key always
 * gets the same answer.
 */
export function signupStore(db: Database): SignupStore {
  return {
    ...insertInBatches(db),
    async list() {
      const rows = await db.query(
        `SELECT ${COLUMNS} FROM waitlist_signups ORDER BY received_at, email`,
      )
      return rows.map((row) => storedSignup.parse(row))
    },
    async count() {
      const [row] = await db.query('SELECT count(*)::int AS count FROM waitlist_signups')
      return z.object({ count: z.number() }).parse(row).count
    },
  }
}
