-- What a sign-up held when its idempotency key was first used (signup-fingerprint.ts): the same
-- key sent again with other content is refused (409) instead of answered "joined". Rows from
-- before this column have none, and any body under their key counts as the same sign-up.
ALTER TABLE waitlist_signups ADD COLUMN fingerprint text;
