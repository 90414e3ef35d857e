-- The rate limits' counters (server/waitlist/rate-limit.ts), in the table rate-limiter-flexible's
-- Postgres store expects, so every process on one database counts together. A row per client
-- and limit: the key is the limit's name and the client (an IPv4 address or an IPv6 /64);
-- `expire` is when its window ends, in milliseconds since 1970. The limiter deletes rows an
-- hour past their end.
CREATE TABLE waitlist_rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
