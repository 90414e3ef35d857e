import { z } from 'zod'
import type { Queryable } from '../db/database.ts'
import { placeOrder, standingsSql } from '../waitlist/standings.ts'

// The confirmed sign-up's referrer, when the sign-up counts as a referral (no flag) and the
// referrer is confirmed: where it stands now, and where it stood with one friend fewer. Only its
// own count changed, so its place before is one more than the places whose order came before
// its order then (placeOrder).
const MOVE = `WITH ${standingsSql('$2')},
  referrer AS (
    SELECT signup.idempotency_key, signup.email FROM referral_codes code
    JOIN waitlist_signups signup ON signup.idempotency_key = code.signup_key
    WHERE code.code = $1 AND signup.confirmed_at IS NOT NULL),
  me AS (SELECT in_line.* FROM in_line JOIN referrer USING (idempotency_key))
  SELECT referrer.idempotency_key AS key, referrer.email, standing.position AS now,
    1 + (SELECT count(*) FROM in_line other, me
         WHERE other.idempotency_key <> me.idempotency_key
           AND (${placeOrder('other.joined_place', 'other.referrals', '$2')})
             < (${placeOrder('me.joined_place', 'me.referrals - 1', '$2')}))::int AS before
  FROM referrer JOIN standing USING (idempotency_key)`

// One per referrer per day (UTC): the cause names both, and a second is not written.
const MOVED_UP_JOB = `INSERT INTO mail_jobs (cause, kind, email, details, run_at, created_at)
  VALUES ($1, 'moved-up', $2, jsonb_build_object('places', $3::int), $4::timestamptz, $4::timestamptz)
  ON CONFLICT (cause) DO NOTHING`

const confirmedRow = z.object({
  referred_by: z.string().nullable(),
  honeypot_filled: z.boolean(),
  submitted_too_fast: z.boolean(),
  disposable_domain: z.boolean(),
})
const move = z.object({ key: z.string(), email: z.string(), now: z.number(), before: z.number() })

/**
 * The referrer's “You moved up N places” email, written in the transaction of a friend's first
 * confirmation when that confirmation moved them up: at most one per referrer per day, the rest
 * of the day's friends already counted in the place it shows when it leaves.
 */
export async function writeMovedUpMail(
  tx: Queryable,
  row: unknown,
  { bonus, now }: { bonus: number; now: Date },
): Promise<boolean> {
  const friend = confirmedRow.parse(row)
  if (!friend.referred_by || bonus === 0) return false
  if (friend.honeypot_filled || friend.submitted_too_fast || friend.disposable_domain) return false
  const [found] = await tx.query(MOVE, [friend.referred_by, bonus])
  if (!found) return false
  const { key, email, now: position, before } = move.parse(found)
  if (position >= before) return false
  const day = now.toISOString().slice(0, 10)
  await tx.query(MOVED_UP_JOB, [`moved-up:${key}:${day}`, email, before - position, now])
  return true
}
