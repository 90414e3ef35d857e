-- Issue 36: each confirmed sign-up sent to the owner's webhook (WAITLIST_WEBHOOK_URL), signed per
-- Standard Webhooks. A table beside mail_jobs, claimed the same way (FOR UPDATE SKIP LOCKED), with
-- a retry policy of its own (server/webhook/webhook-deliveries.ts, decision 0034).
CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  -- The webhook-id header: the same on every attempt, so a receiver can drop a repeat.
  message_id text NOT NULL UNIQUE,
  -- One delivery per cause ("confirmed:<idempotency key>"): a sign-up confirmed twice adds none.
  cause text NOT NULL UNIQUE,
  -- waitlist.signup.confirmed
  event_type text NOT NULL,
  -- Whose event it is, so leaving the list takes it away (decision 0026). Emptied once delivered.
  email text NOT NULL,
  -- The JSON body as written with the confirmation: every attempt sends these bytes. Emptied
  -- once delivered.
  body text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  -- When it may be tried (again): each claim moves it on, as mail_jobs does.
  run_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz,
  -- Given up after a day of failures: listed for the owner (failedDeliveries).
  failed_at timestamptz,
  -- The last attempt's failure: "HTTP 500", "timed out", "ECONNREFUSED"; never the answer's body.
  last_error text
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (run_at)
  WHERE delivered_at IS NULL AND failed_at IS NULL;
CREATE INDEX webhook_deliveries_failed ON webhook_deliveries (failed_at) WHERE failed_at IS NOT NULL;
