-- Issue 36: the owner's dashboard (/admin, server/admin/).

-- The owner's sessions on it (server/admin/admin-sessions.ts). The admin token is exchanged for a random id kept in an HttpOnly cookie; the database keeps only
-- its SHA-256, so a copy of this table opens nothing. A session ends 12 hours after it was last
-- used, or when the owner signs out (the row is deleted).
CREATE TABLE admin_sessions (
  id_hash text PRIMARY KEY,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL
);

-- Where each sign-up came from, as the dashboard groups them: its UTM source, else its
-- referrer's host (lower-cased, without user or port), else 'direct'. Worked out once, when the
-- row is written, rather than by a regular expression over every row at every look.
ALTER TABLE waitlist_signups ADD COLUMN source text NOT NULL GENERATED ALWAYS AS (COALESCE(
  NULLIF(btrim(utm->>'utm_source'), ''),
  lower(substring(referrer FROM '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?(\[[^]/?#]*\]|[^:/?#]+)')),
  'direct')) STORED;

-- The dashboard's two lists, the newest sign-ups and the newest flagged ones, read from the end
-- of an index instead of sorting the table. Each row is in exactly one of the two (partial)
-- indexes, so a sign-up costs one index write more, at the end of it (times only grow).
CREATE INDEX waitlist_signups_newest ON waitlist_signups (received_at, email)
  WHERE NOT (honeypot_filled OR submitted_too_fast OR disposable_domain);
CREATE INDEX waitlist_signups_newest_flagged ON waitlist_signups (received_at, email)
  WHERE honeypot_filled OR submitted_too_fast OR disposable_domain;
