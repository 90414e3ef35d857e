-- Issue 33: confirmed sign-ups, mail sent as durable jobs, and leaving the list.

-- When the owner of the address pressed the button of the confirmation email; null until then.
ALTER TABLE waitlist_signups ADD COLUMN confirmed_at timestamptz;
-- The address's domain is a known disposable one (disposable-email-domains): flagged, never dropped.
ALTER TABLE waitlist_signups ADD COLUMN disposable_domain boolean NOT NULL DEFAULT false;

-- Every email the server sends, written in the same transaction as what caused it, then sent by
-- whichever process claims it first (FOR UPDATE SKIP LOCKED), retried at growing intervals
-- (server/mail/mail-jobs.ts, decision 0024).
CREATE TABLE mail_jobs (
  id bigserial PRIMARY KEY,
  -- One job per cause: "confirm:<idempotency key>", "match:<Idempotency-Key>"… A cause sent twice
  -- (the outbox retrying) finds its job there and adds none.
  cause text NOT NULL UNIQUE,
  -- confirm | already | match (server/mail/render-mail.ts)
  kind text NOT NULL,
  -- Emptied once the message is sent: a sent job keeps no address.
  email text NOT NULL,
  -- What the message needs besides the address (the quiz's match and answers).
  details jsonb NOT NULL DEFAULT '{}',
  attempts integer NOT NULL DEFAULT 0,
  -- When it may be tried (again): each claim moves it on, so a process that dies mid-send leaves
  -- it to be tried again then.
  run_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  -- Given up after days of failures: its last error's kind (no message text, no address).
  failed_at timestamptz,
  last_error text
);
CREATE INDEX mail_jobs_due ON mail_jobs (run_at) WHERE sent_at IS NULL AND failed_at IS NULL;

-- When an address (as a salted hash) was last sent a mail of a kind that is limited per address
-- ("already", "match": at most one per 15 minutes).
CREATE TABLE mail_address_limits (
  address_hash text NOT NULL,
  kind text NOT NULL,
  last_at timestamptz NOT NULL,
  PRIMARY KEY (address_hash, kind)
);

-- Addresses that left the list, as salted hashes only (decision 0026): a re-import cannot bring
-- one back silently, and the quiz sends it no more mail.
CREATE TABLE waitlist_departures (
  address_hash text PRIMARY KEY,
  left_at timestamptz NOT NULL
);

-- Secrets made by the first process that needs them (the links' signing key, the hashes' salt):
-- every process on one database agrees, with no setting to keep.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
