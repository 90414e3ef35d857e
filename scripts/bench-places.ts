// Places in line (issue 34) over a generated list: 10,000 sign-ups, 1,000 of them friends who
// joined through another's link and confirmed, each place computed by the one query the server
// runs (server/waitlist/standings.ts). Part of `npm run bench:api`.
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { median, quantile } from 'simple-statistics'
import { DEFAULT_REFERRAL_BONUS } from '../schemas/emails.schema.ts'
import { openOwnDatabase } from '../server/db/own-database.ts'
import { standingOf, standingsSql } from '../server/waitlist/standings.ts'
import { rawSql } from './raw-sql.ts'

export const PLACES = { signups: 10_000, referrals: 1_000, targetMs: 50 }
const RUNS = 30
const WARM_UP_RUNS = 5

// Every sign-up with its own code; the last `referrals` of them joined through the code of one of
// the others (spread by a prime) and confirmed. Half the others are confirmed too. $1 is how
// many sign-ups, $2 the first friend.
const SEED_SIGNUPS = `INSERT INTO waitlist_signups
     (idempotency_key, email, mailbox, fields, honeypot_filled, submitted_too_fast, signed_up_at,
      confirmed_at)
   SELECT 'bench-' || n, 'bench-' || n || '@example.com', 'bench-' || n || '@example.com',
          jsonb_build_object('name', 'Bench', 'email', 'bench-' || n || '@example.com'),
          false, false, now(), CASE WHEN n % 2 = 0 OR n >= $2::int THEN now() END
   FROM generate_series(1, $1::int) AS n`
const SEED_CODES = `INSERT INTO referral_codes (code, request_key, signup_key)
   SELECT 'code-' || n, 'bench-' || n, 'bench-' || n FROM generate_series(1, $1::int) AS n`
const SEED_FRIENDS = `UPDATE waitlist_signups
   SET referred_by = 'code-' || (1 + (n * 7919) % ($2::int - 1))
   FROM generate_series($2::int, $1::int) AS n
   WHERE idempotency_key = 'bench-' || n`

const everyPlace = (bonus: number) =>
  sql`WITH ${standingsSql(bonus)} SELECT idempotency_key, position FROM standing`

/** Milliseconds per run of `query`, after a few runs to warm up. */
async function timed(query: () => Promise<unknown>): Promise<number[]> {
  for (let run = 0; run < WARM_UP_RUNS; run++) await query()
  const times = []
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now()
    await query()
    times.push(performance.now() - start)
  }
  return times
}

/** The two reads of places, each timed: one person's (their pages, their email) and everyone's. */
export async function benchPlaces(postgresUrl: string | undefined) {
  const db = await openOwnDatabase({ databaseUrl: postgresUrl, label: 'bench_places' })
  try {
    const firstFriend = PLACES.signups - PLACES.referrals + 1
    await rawSql(db).query(SEED_SIGNUPS, [PLACES.signups, firstFriend])
    await rawSql(db).query(SEED_CODES, [PLACES.signups])
    await rawSql(db).query(SEED_FRIENDS, [PLACES.signups, firstFriend])
    await rawSql(db).query('ANALYZE')
    const bonus = DEFAULT_REFERRAL_BONUS
    const oneEmail = `bench-${PLACES.signups}@example.com`
    const measured = {
      'one place (standingOf)': await timed(() => standingOf(db.kysely, oneEmail, bonus)),
      'every place (the list)': await timed(() => everyPlace(bonus).execute(db.kysely)),
    }
    return Object.entries(measured).map(([query, times]) => ({
      query,
      medianMs: Number(median(times).toFixed(1)),
      p95Ms: Number(quantile(times, 0.95).toFixed(1)),
      met: median(times) <= PLACES.targetMs,
    }))
  } finally {
    await db.close()
  }
}
