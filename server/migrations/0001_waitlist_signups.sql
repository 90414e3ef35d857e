-- One row per person on the waitlist. The two keys are what keep the list clean when requests
-- race: a sign-up retried with its idempotency key, and one email from two browsers. No other
-- index: each costs every sign-up a write, and the owner's reads are whole-table.
CREATE TABLE waitlist_signups (
  idempotency_key text PRIMARY KEY,
  -- Trimmed and lower-cased: how "already on the list" is told.
  email text NOT NULL,
  -- Every field of the waitlist form (forms.json), as the visitor filled it in.
  fields jsonb NOT NULL,
  -- The massage the quiz recommended, when the visitor joined from a quiz result.
  quiz_match text,
  utm jsonb NOT NULL DEFAULT '{}',
  referrer text NOT NULL DEFAULT '',
  landing_path text NOT NULL DEFAULT '',
  -- Spam signals: flagged here, never dropped.
  honeypot_filled boolean NOT NULL,
  submitted_too_fast boolean NOT NULL,
  -- When the visitor pressed the button (their device's clock), and when it arrived here.
  signed_up_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT waitlist_signups_email_unique UNIQUE (email)
);
