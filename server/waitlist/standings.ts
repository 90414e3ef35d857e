import { sql } from 'kysely'
import { z } from 'zod'
import type { Queryable } from '../db/database.ts'
import { mailboxOf } from './mailbox.ts'

/**
 * The order of the line, as SQL over a sign-up's `joined` place and its `referrals`: each moves
 * it up `bonus` places, never past the first; the referrer goes before whoever held the place it
 * moves to; ties keep the order of joining.
 */
export const placeOrder = (joined: string, referrals: string, bonus: number) =>
  sql`greatest((${sql.raw(joined)}) - ${bonus}::int * (${sql.raw(referrals)}), 1),
    (${sql.raw(referrals)}) = 0, ${sql.raw(joined)}`

/**
 * Every sign-up's place in line, as one SQL `WITH` list ending in `standing (idempotency_key,
 * referrals, position)`, with `bonus` places per referral (decision 0031). The database
 * computes it with window functions; no list is loaded into Node.
 *
 * A referral counts once the friend confirmed, unless the friend is flagged (the spam trap, too
 * fast, a disposable domain). A sign-up never counts for itself: its `referred_by` is written with
 * it, from a code handed out before it existed. Each referral moves the referrer up `bonus`
 * places in the order of joining, never past the first: the referrer goes before whoever held the
 * place it moves to, and sign-ups that land on the same place keep the order they joined in.
 * Positions run 1..n over everyone on the list. Friends are counted per code first (a few rows),
 * then credited to whoever the code belongs to.
 */
export function standingsSql(bonus: number) {
  return sql`credited AS (
    SELECT code.signup_key, sum(friends.joined)::int AS referrals
    FROM (SELECT referred_by, count(*) AS joined FROM waitlist_signups
          WHERE referred_by IS NOT NULL AND confirmed_at IS NOT NULL
            AND NOT (honeypot_filled OR submitted_too_fast OR disposable_domain)
          GROUP BY referred_by) AS friends
    JOIN referral_codes code ON code.code = friends.referred_by
    GROUP BY code.signup_key),
  in_line AS (
    SELECT signup.idempotency_key, coalesce(credited.referrals, 0) AS referrals,
           row_number() OVER (ORDER BY signup.joined_order) AS joined_place
    FROM waitlist_signups signup
    LEFT JOIN credited ON credited.signup_key = signup.idempotency_key),
  standing AS (
    SELECT idempotency_key, referrals,
           row_number() OVER (
             ORDER BY ${placeOrder('joined_place', 'referrals', bonus)})::int AS position
    FROM in_line)`
}

/**
 * Joins `own`, the sign-up's own referral code (the one its first request was given), to the
 * sign-up named `signup`.
 */
export const OWN_CODE = sql`LEFT JOIN referral_codes own
    ON own.request_key = signup.idempotency_key AND own.signup_key = signup.idempotency_key`

/** Where one sign-up stands: its own code, the friends it brought who count, its place of how many. */
export type Standing = {
  referralCode: string | null
  referrals: number
  position: number
  total: number
}

/** Where the address's mailbox stands on the list now; undefined when it is not on it. */
export async function standingOf(
  db: Queryable,
  email: string,
  bonus: number,
): Promise<Standing | undefined> {
  const { rows } = await sql<Standing>`WITH ${standingsSql(bonus)}
    SELECT own.code AS "referralCode", standing.referrals, standing.position,
           (SELECT count(*)::int FROM waitlist_signups) AS total
    FROM standing JOIN waitlist_signups signup USING (idempotency_key)
    ${OWN_CODE}
    WHERE signup.mailbox = ${mailboxOf(email)}`.execute(db)
  return rows[0]
}

/** One of the best referrers: who, their own code, the friends who count, their place. */
export const topReferrer = z.object({
  email: z.string(),
  name: z.string(),
  referralCode: z.string().nullable(),
  referrals: z.number(),
  position: z.number(),
})
export type TopReferrer = z.infer<typeof topReferrer>

/**
 * The `limit` sign-ups with the most referrals that count, most first (then by place in line):
 * `npm run waitlist -- top`, and the owner's dashboard.
 */
export async function topReferrers(
  db: Queryable,
  limit: number,
  bonus: number,
): Promise<TopReferrer[]> {
  const { rows } = await sql<TopReferrer>`WITH ${standingsSql(bonus)}
    SELECT signup.email, coalesce(signup.fields->>'name', '') AS name,
           own.code AS "referralCode", standing.referrals, standing.position
    FROM standing JOIN waitlist_signups signup USING (idempotency_key)
    ${OWN_CODE}
    WHERE standing.referrals > 0
    ORDER BY standing.referrals DESC, standing.position
    LIMIT ${limit}`.execute(db)
  return rows
}
