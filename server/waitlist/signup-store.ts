import { z } from 'zod'
import type { Database } from '../db/database.ts'
import type { AcceptedSignup } from './signup-rules.ts'

/**
 * How a sign-up ended: `joined` (a row for it exists) or `already` (this email joined under
 * another idempotency key). The same key always gets the same answer.
 */
export type StoreOutcome = 'joined' | 'already'

export const storedSignup = z.object({
  received_at: z.coerce.date(),
  signed_up_at: z.coerce.date(),
  email: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
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
  list: () => Promise<StoredSignup[]>
  count: () => Promise<number>
}

/**
 * The waitlist table. Duplicates are the database's to refuse: the insert does nothing when the
 * idempotency key or the email is taken (unique constraints, so two requests at the same instant
 * leave one row), and whether the key has a row then tells the two apart.
 */
export function signupStore(db: Database): SignupStore {
  return {
    async add(signup) {
      const inserted = await db.query(
        `INSERT INTO waitlist_signups
           (idempotency_key, email, fields, quiz_match, utm, referrer, landing_path,
            honeypot_filled, submitted_too_fast, signed_up_at)
         VALUES ($1, $2, $3::jsonb, $4, $5::jsonb, $6, $7, $8, $9, $10)
         ON CONFLICT DO NOTHING
         RETURNING 1`,
        [
          signup.idempotencyKey,
          signup.email,
          JSON.stringify(signup.fields),
          signup.match ?? null,
          JSON.stringify(signup.source.utm),
          signup.source.referrer,
          signup.source.landingPath,
          signup.spam.honeypotFilled,
          signup.spam.submittedTooFast,
          signup.createdAt,
        ],
      )
      if (inserted.length > 0) return 'joined'
      const sameKey = await db.query('SELECT 1 FROM waitlist_signups WHERE idempotency_key = $1', [
        signup.idempotencyKey,
      ])
      return sameKey.length > 0 ? 'joined' : 'already'
    },
    async list() {
      const rows = await db.query(
        `SELECT ${COLUMNS} FROM waitlist_signups ORDER BY received_at, id`,
      )
      return rows.map((row) => storedSignup.parse(row))
    },
    async count() {
      const [row] = await db.query('SELECT count(*)::int AS count FROM waitlist_signups')
      return z.object({ count: z.number() }).parse(row).count
    },
  }
}
