-- Issue 43: one mailbox, one person; the inbox decides whose details stand (decision 0046).

-- The mailbox an address delivers to (server/waitlist/mailbox.ts): lower case, no +tag, and for
-- Gmail no dots, googlemail.com as gmail.com. It tells people apart; `email` keeps the address
-- as typed, for sending. Rows already there get it from the same rules, written here in SQL once.
ALTER TABLE waitlist_signups ADD COLUMN mailbox text;
UPDATE waitlist_signups SET mailbox = CASE
    WHEN address.domain IS NULL THEN address.whole
    WHEN address.domain IN ('gmail.com', 'googlemail.com')
      THEN replace(address.local, '.', '') || '@gmail.com'
    ELSE address.local || '@' || address.domain END
  FROM (SELECT idempotency_key, whole,
               regexp_replace(substring(whole FROM '^(.*)@'), '(.)\+.*$', '\1') AS local,
               substring(whole FROM '@([^@]*)$') AS domain
        FROM (SELECT idempotency_key, lower(btrim(email)) AS whole FROM waitlist_signups) typed
       ) AS address
  WHERE address.idempotency_key = waitlist_signups.idempotency_key;

-- A sign-up of a mailbox already on the list, not yet confirmed: its own details, kept until the
-- mailbox is confirmed. The confirmation link pressed names the sign-up it confirms, and that
-- one's details become the list's row (signup-store.ts); the rest are then deleted.
CREATE TABLE waitlist_pending_signups (
  -- The Idempotency-Key of the request that made it.
  request_key text PRIMARY KEY,
  -- The row of its mailbox on the list; it follows that row's key when another sign-up is adopted.
  signup_key text NOT NULL
    REFERENCES waitlist_signups (idempotency_key) ON DELETE CASCADE ON UPDATE CASCADE,
  email text NOT NULL,
  fields jsonb NOT NULL,
  quiz_match text,
  utm jsonb NOT NULL DEFAULT '{}',
  referrer text NOT NULL DEFAULT '',
  landing_path text NOT NULL DEFAULT '',
  signed_up_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  fingerprint text,
  disposable_domain boolean NOT NULL DEFAULT false,
  referred_by text REFERENCES referral_codes (code) ON DELETE SET NULL
);
CREATE INDEX waitlist_pending_signups_signup ON waitlist_pending_signups (signup_key);

-- A sign-up adopted at confirmation takes its own key: the codes follow the row.
ALTER TABLE referral_codes DROP CONSTRAINT referral_codes_signup_key_fkey,
  ADD CONSTRAINT referral_codes_signup_key_fkey FOREIGN KEY (signup_key)
    REFERENCES waitlist_signups (idempotency_key) ON DELETE CASCADE ON UPDATE CASCADE;

-- Spellings of one mailbox already on the list become one row: the first confirmed, else the
-- first to join. The others' codes credit it; while it is unconfirmed, the others (bots aside)
-- are kept as its pending sign-ups, so whichever confirmation link is pressed still counts.
ALTER TABLE waitlist_signups ADD COLUMN merged_into text;
UPDATE waitlist_signups SET merged_into = ranked.keeper
  FROM (SELECT idempotency_key, first_value(idempotency_key) OVER (PARTITION BY mailbox
          ORDER BY confirmed_at IS NULL, confirmed_at, joined_order) AS keeper
        FROM waitlist_signups) AS ranked
  WHERE ranked.idempotency_key = waitlist_signups.idempotency_key
    AND ranked.keeper <> ranked.idempotency_key;
INSERT INTO waitlist_pending_signups (request_key, signup_key, email, fields, quiz_match, utm,
    referrer, landing_path, signed_up_at, received_at, fingerprint, disposable_domain, referred_by)
  SELECT other.idempotency_key, keeper.idempotency_key, other.email, other.fields,
         other.quiz_match, other.utm, other.referrer, other.landing_path, other.signed_up_at,
         other.received_at, other.fingerprint, other.disposable_domain, other.referred_by
  FROM waitlist_signups other
  JOIN waitlist_signups keeper ON keeper.idempotency_key = other.merged_into
  WHERE keeper.confirmed_at IS NULL AND NOT (other.honeypot_filled OR other.submitted_too_fast);
UPDATE referral_codes SET signup_key = other.merged_into
  FROM waitlist_signups other
  WHERE other.merged_into IS NOT NULL AND referral_codes.signup_key = other.idempotency_key;
DELETE FROM waitlist_signups WHERE merged_into IS NOT NULL;
ALTER TABLE waitlist_signups DROP COLUMN merged_into;
-- One spelling that came through another's link would now credit itself: it counts for no one.
UPDATE waitlist_signups SET referred_by = NULL
  FROM referral_codes code
  WHERE code.code = waitlist_signups.referred_by
    AND code.signup_key = waitlist_signups.idempotency_key;
UPDATE waitlist_pending_signups SET referred_by = NULL
  FROM referral_codes code
  WHERE code.code = waitlist_pending_signups.referred_by
    AND code.signup_key = waitlist_pending_signups.signup_key;

-- The mailbox, not the spelling, is what may be on the list once.
ALTER TABLE waitlist_signups ALTER COLUMN mailbox SET NOT NULL,
  DROP CONSTRAINT waitlist_signups_email_unique,
  ADD CONSTRAINT waitlist_signups_mailbox_unique UNIQUE (mailbox);

-- A confirmation email not yet sent names the sign-up it confirms, as new ones do.
UPDATE mail_jobs SET details = details || jsonb_build_object('signup', substring(cause FROM 9))
  WHERE kind = 'confirm' AND cause LIKE 'confirm:%' AND sent_at IS NULL AND failed_at IS NULL;
