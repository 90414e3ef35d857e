import { sql } from 'kysely'
import type { Queryable } from '../db/database.ts'
import type { ConfirmedSignup } from '../waitlist/confirm-first.ts'
import { placeOrder, standingsSql } from '../waitlist/standings.ts'

/** Where the referrer stands now, and where it stood with one friend fewer. */
type Move = { key: string; email: string; now: number; before: number }

// The confirmed sign-up's referrer, when the sign-up counts as a referral (no flag) and the
// referrer is confirmed: where it stands now, and where it stood with one friend fewer. Only its
// own count changed, so its place before is one more than the places whose order came before
// its order then (placeOrder).
const moveOf = (referredBy: string, bonus: number) => sql<Move>`WITH ${standingsSql(bonus)},
  referrer AS (
    SELECT signup.idempotency_key, signup.email FROM referral_codes code
    JOIN waitlist_signups signup ON signup.idempotency_key = code.signup_key
    WHERE code.code = ${referredBy} AND signup.confirmed_at IS NOT NULL),
  me AS (SELECT in_line.* FROM in_line JOIN referrer USING (idempotency_key))
  SELECT referrer.idempotency_key AS key, referrer.email, standing.position AS now,
    1 + (SELECT count(*) FROM in_line other, me
         WHERE other.idempotency_key <> me.idempotency_key
           AND (${placeOrder('other.joined_place', 'other.referrals', bonus)})
             < (${placeOrder('me.joined_place', 'me.referrals - 1', bonus)}))::int AS before
  FROM referrer JOIN standing USING (idempotency_key)`

/**
 * The referrer's “You moved up N places” email, written in the transaction of a friend's first
 * confirmation when that confirmation moved them up: at most one per referrer per day, the rest
 * of the day's friends already counted in the place it shows when it leaves.
 */
export async function writeMovedUpMail(
  tx: Queryable,
  friend: ConfirmedSignup,
  { bonus, now }: { bonus: number; now: Date },
): Promise<boolean> {
  if (!friend.referred_by || bonus === 0) return false
  if (friend.honeypot_filled || friend.submitted_too_fast || friend.disposable_domain) return false
  const [found] = (await moveOf(friend.referred_by, bonus).execute(tx)).rows
  if (!found) return false
  const { key, email, now: position, before } = found
  if (position >= before) return false
  const day = now.toISOString().slice(0, 10)
  // One per referrer per day (UTC): the cause names both, and a second is not written.
  await tx
    .insertInto('mail_jobs')
    .values({
      cause: `moved-up:${key}:${day}`,
      kind: 'moved-up',
      email,
      details: { places: before - position },
      run_at: now,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('cause').doNothing())
    .execute()
  return true
}
