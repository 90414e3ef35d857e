import { type Selectable, sql } from 'kysely'
import type { Queryable } from '../db/database.ts'
import type { Database } from '../db/tables.ts'
import { OWN_CODE } from './standings.ts'

/** A sign-up's row as its first confirmation leaves it, with its own referral code. */
export type ConfirmedSignup = Selectable<Database['waitlist_signups']> & {
  confirmed_at: Date
  referral_code: string | null
}

// Before confirming with another sign-up of the mailbox than its row's own (decision 0046): that
// sign-up's details, key and fingerprint become the row's (its codes and pending sign-ups follow
// the key, ON UPDATE CASCADE). Its place in line stays the mailbox's. Only while unconfirmed.
const adopt = (
  mailbox: string,
  signup: string,
) => sql`UPDATE waitlist_signups signup SET (idempotency_key, email, fields, quiz_match, utm,
    referrer, landing_path, honeypot_filled, submitted_too_fast, signed_up_at, received_at,
    fingerprint, disposable_domain, referred_by) = (
    SELECT request_key, email, fields, quiz_match, utm, referrer, landing_path, false, false,
           signed_up_at, received_at, fingerprint, disposable_domain, referred_by
    FROM waitlist_pending_signups WHERE request_key = ${signup})
  WHERE mailbox = ${mailbox} AND confirmed_at IS NULL AND EXISTS (
    SELECT 1 FROM waitlist_pending_signups
    WHERE request_key = ${signup} AND signup_key = signup.idempotency_key)`

// Only a mailbox not confirmed yet, and only by its row's sign-up (adopted above, or its own): the
// row comes back once, whatever confirms it again or at the same instant (the second waits for
// the first's row lock, then finds it confirmed). The mailbox's pending sign-ups go: every later
// write to it changes nothing. It comes back with its own referral code, for the follow-ups (the
// webhook's event).
const confirmFirstOf = (mailbox: string, at: Date, signup: string | null) =>
  sql<ConfirmedSignup>`WITH confirmed AS (UPDATE waitlist_signups SET confirmed_at = ${at}::timestamptz
    WHERE mailbox = ${mailbox} AND confirmed_at IS NULL
      AND idempotency_key = coalesce(${signup}::text, idempotency_key)
    RETURNING *),
  settled AS (DELETE FROM waitlist_pending_signups
    WHERE signup_key IN (SELECT idempotency_key FROM confirmed))
  SELECT signup.*, own.code AS referral_code FROM confirmed signup
  ${OWN_CODE}`

/**
 * Confirms the mailbox's row, first adopting the details of its sign-up `signup` names when that
 * is one of its pending ones (decision 0046): the row as confirmed, with its own referral code;
 * undefined when nothing was confirmed now (confirmed before, not on the list, not its sign-up).
 */
export async function confirmFirst(
  tx: Queryable,
  mailbox: string,
  at: Date,
  signup: string | undefined,
): Promise<ConfirmedSignup | undefined> {
  if (signup) await adopt(mailbox, signup).execute(tx)
  const { rows } = await confirmFirstOf(mailbox, at, signup ?? null).execute(tx)
  return rows[0]
}
