-- What a requested email (the quiz's match) was asked for under its Idempotency-Key, as a SHA-256
-- of the address's salted hash and the request (mail-queue.ts): the same key sent again with
-- another address or match is refused (409), as sign-ups are, instead of answered "received".
-- It outlives the address, which a sent job empties. Jobs from before this column have none.
ALTER TABLE mail_jobs ADD COLUMN request_fingerprint text;
