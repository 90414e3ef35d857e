-- Issue 48: where visitors drop off, counted without cookies (server/funnel/, decision 0062).

-- Counts only: how many tabs reached each step on a UTC day, per source and device class. Never a
-- row per visitor. `confirmed` is counted by the server when an address confirms, under the
-- sign-up's source and the device class 'any' (the confirmation is not tied to a tab).
CREATE TABLE funnel_counts (
  day date NOT NULL,
  step text NOT NULL,
  source text NOT NULL,
  device text NOT NULL,
  visitors integer NOT NULL,
  PRIMARY KEY (day, step, source, device)
);

-- The rolling window that keeps a reload from counting twice: a tab's random id (from its
-- sessionStorage) and the steps it was counted for, swept once they are older than the window,
-- well within a day.
CREATE TABLE funnel_seen (
  tab_id text NOT NULL,
  step text NOT NULL,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (tab_id, step)
);
CREATE INDEX funnel_seen_by_age ON funnel_seen (seen_at);
