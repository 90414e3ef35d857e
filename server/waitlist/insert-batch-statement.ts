import { disposableEmailBlocklistSet } from 'disposable-email-domains-js'
import { sql } from 'kysely'
import { AFTER_THE_LIMIT, ALREADY_LIMIT, confirmDetails } from '../mail/mail-jobs.ts'
import { mailboxOf } from './mailbox.ts'
import { newReferralCode } from './referral-code.ts'
import type { AcceptedSignup } from './signup-rules.ts'

// The package's own isDisposableEmail builds its Set of some 9,000 domains again at every call
// (about 1 ms, more than the rest of a sign-up's work in this process): built once here instead.
const DISPOSABLE_DOMAINS = disposableEmailBlocklistSet()

/** Whether the address's domain (after its last @, case and spaces aside) is a disposable one. */
export function isAtDisposableDomain(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1)
  return DISPOSABLE_DOMAINS.has(domain.trim().toLowerCase())
}

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
export const insertBatch = (rows: readonly BatchRow[], now: Date) => sql`WITH incoming AS (
    SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS signup (
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
           ${now}::timestamptz, ${now}::timestamptz
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
    SELECT DISTINCT address_hash, ${ALREADY_LIMIT}::text, ${now}::timestamptz FROM again
    ${AFTER_THE_LIMIT}
    RETURNING address_hash),
  told AS (
    INSERT INTO mail_jobs (cause, kind, email, details, run_at, created_at)
    SELECT DISTINCT ON (again.address_hash) 'already:' || again.idempotency_key,
           CASE WHEN again.confirmed THEN 'already' ELSE 'confirm' END, again.email,
           CASE WHEN again.confirmed THEN '{}'::jsonb ELSE ${confirmDetails('again')} END,
           ${now}::timestamptz, ${now}::timestamptz
    FROM again JOIN limited USING (address_hash)
    ORDER BY again.address_hash, again.idempotency_key
    ON CONFLICT (cause) DO NOTHING)
  INSERT INTO referral_codes (code, request_key, signup_key, fingerprint, created_at)
  SELECT incoming.referral_code, incoming.idempotency_key, listed.idempotency_key,
         incoming.fingerprint, ${now}::timestamptz
  FROM incoming JOIN listed USING (mailbox)
  ON CONFLICT DO NOTHING`

/** A sign-up as insertBatch reads it, with the hash of its mailbox (mail-secrets.ts). */
export type BatchRow = ReturnType<typeof batchRow>

export function batchRow(signup: AcceptedSignup, addressHash: string) {
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
