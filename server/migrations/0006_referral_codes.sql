-- Issue 34: a referral code for every sign-up, the code each sign-up arrived with, and the order
-- people joined in (decision 0031).

-- The order sign-ups joined in, their place in line before referrals count. A sequence: sign-ups
-- written together in one statement share their received_at. Rows already there keep the order
-- of their arrival.
CREATE SEQUENCE waitlist_signups_joined_order;
ALTER TABLE waitlist_signups ADD COLUMN joined_order bigint;
UPDATE waitlist_signups SET joined_order = arrival.rank
  FROM (SELECT idempotency_key,
               row_number() OVER (ORDER BY received_at, idempotency_key) AS rank
        FROM waitlist_signups) AS arrival
  WHERE arrival.idempotency_key = waitlist_signups.idempotency_key;
SELECT setval('waitlist_signups_joined_order',
  (SELECT coalesce(max(joined_order), 0) + 1 FROM waitlist_signups), false);
ALTER TABLE waitlist_signups
  ALTER COLUMN joined_order SET DEFAULT nextval('waitlist_signups_joined_order'),
  ALTER COLUMN joined_order SET NOT NULL;
ALTER SEQUENCE waitlist_signups_joined_order OWNED BY waitlist_signups.joined_order;

-- Every referral code handed out, one per sign-up request the endpoint answered: a sign-up's own
-- code (request_key = signup_key), and, for a request with an address already on the list, a
-- new code that credits that sign-up, so the answer never shows whose address it is (decision
-- 0026). Random (base64url), never derived from the address.
CREATE TABLE referral_codes (
  code text PRIMARY KEY,
  -- The Idempotency-Key of the request it answered: the same request sent again gets it again.
  request_key text NOT NULL UNIQUE,
  -- The sign-up it credits; gone with it when the address leaves the list.
  signup_key text NOT NULL REFERENCES waitlist_signups (idempotency_key) ON DELETE CASCADE,
  -- The request's fingerprint (signup-fingerprint.ts): its key sent again with another body is
  -- refused (409). Codes made for the rows from before this migration have none.
  fingerprint text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referral_codes_signup ON referral_codes (signup_key);

-- The code of the link the sign-up's visit arrived by (`?ref=`), when it was one handed out:
-- null without one, for a code nobody was given, and once the code's owner left the list.
ALTER TABLE waitlist_signups
  ADD COLUMN referred_by text REFERENCES referral_codes (code) ON DELETE SET NULL;
CREATE INDEX waitlist_signups_referred_by ON waitlist_signups (referred_by)
  WHERE referred_by IS NOT NULL;

-- The sign-ups already on the list get their own code: 12 characters, as the server makes them,
-- from a random UUID's first 9 bytes (66 random bits).
INSERT INTO referral_codes (code, request_key, signup_key, fingerprint)
SELECT rtrim(translate(encode(substring(uuid_send(gen_random_uuid()) FROM 1 FOR 9), 'base64'),
         '+/', '-_'), '='),
       idempotency_key, idempotency_key, fingerprint
FROM waitlist_signups;
