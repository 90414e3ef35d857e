import type { FormValues } from '../../contract/field-value.ts'
import type { MailJobDetails, MailJobKind } from '../mail/mail-jobs.ts'
import {
  bigint,
  boolean,
  date,
  defaulted,
  generated,
  integer,
  jsonb,
  type KyselyTable,
  nullable,
  text,
  timestamptz,
  varchar,
} from './columns.ts'

/** Where a sign-up came from, as the form recorded it (utm_source…). */
type Utm = Record<string, string>

// A sign-up's details, as the list row and a pending sign-up keep them alike.
const signupDetails = {
  email: text(),
  fields: jsonb<FormValues>(),
  quiz_match: nullable(text()),
  utm: defaulted(jsonb<Utm>()),
  referrer: defaulted(text()),
  landing_path: defaulted(text()),
  signed_up_at: timestamptz(),
  received_at: defaulted(timestamptz()),
  fingerprint: nullable(text()),
  disposable_domain: defaulted(boolean()),
  referred_by: nullable(text()),
}

// The columns every durable job has (server/jobs/job-table.ts).
const jobColumns = {
  id: defaulted(bigint()),
  cause: text(),
  email: text(),
  attempts: defaulted(integer()),
  run_at: timestamptz(),
  created_at: timestamptz(),
  failed_at: nullable(timestamptz()),
  last_error: nullable(text()),
}

/**
 * Every table of server/migrations/ and every column, as the code reads them. The migrations are
 * the truth: tests/server/table-types.test.ts fails when these disagree with a migrated database.
 */
export const tables = {
  schema_migrations: { version: text(), applied_at: defaulted(timestamptz()) },
  waitlist_signups: {
    idempotency_key: text(),
    ...signupDetails,
    mailbox: text(),
    honeypot_filled: boolean(),
    submitted_too_fast: boolean(),
    confirmed_at: nullable(timestamptz()),
    joined_order: defaulted(bigint()),
    source: generated(text()),
  },
  waitlist_pending_signups: { request_key: text(), signup_key: text(), ...signupDetails },
  waitlist_rate_limits: {
    key: varchar(),
    points: defaulted(integer()),
    expire: nullable(bigint()),
  },
  waitlist_departures: { address_hash: text(), left_at: timestamptz() },
  referral_codes: {
    code: text(),
    request_key: text(),
    signup_key: text(),
    fingerprint: nullable(text()),
    created_at: defaulted(timestamptz()),
  },
  mail_jobs: {
    ...jobColumns,
    kind: text<MailJobKind>(),
    details: defaulted(jsonb<MailJobDetails>()),
    sent_at: nullable(timestamptz()),
    request_fingerprint: nullable(text()),
  },
  mail_address_limits: { address_hash: text(), kind: text(), last_at: timestamptz() },
  webhook_deliveries: {
    ...jobColumns,
    message_id: text(),
    event_type: text(),
    body: text(),
    delivered_at: nullable(timestamptz()),
  },
  job_ceilings: {
    name: text(),
    hour: timestamptz(),
    used: integer(),
    reached_at: nullable(timestamptz()),
  },
  server_secrets: { name: text(), value: text() },
  admin_sessions: { id_hash: text(), created_at: timestamptz(), last_used_at: timestamptz() },
  funnel_counts: {
    day: date(),
    step: text(),
    source: text(),
    device: text(),
    visitors: integer(),
  },
  funnel_seen: { tab_id: text(), step: text(), seen_at: timestamptz() },
}

/** The waitlist's tables as Kysely types them: every query is checked against these. */
export type Database = { [Name in keyof typeof tables]: KyselyTable<(typeof tables)[Name]> }
