-- Issue 43: an hourly ceiling on a kind of job (outgoing mail, WAITLIST_MAIL_PER_HOUR) shared by
-- every process on this database (server/jobs/hourly-ceiling.ts, decision 0049). One row per
-- ceiling, for the clock hour it counts: a claim adds one while `used` is under the ceiling, or
-- starts the count again in a later hour. Past the ceiling, jobs wait for the next hour.
CREATE TABLE job_ceilings (
  name text PRIMARY KEY,
  -- The clock hour (UTC) being counted.
  hour timestamptz NOT NULL,
  -- Claims this hour, less those that sent nothing (failed or dropped).
  used integer NOT NULL,
  -- When a due job first found the ceiling reached this hour: the log and the dashboard say so
  -- once, from this.
  reached_at timestamptz
);

