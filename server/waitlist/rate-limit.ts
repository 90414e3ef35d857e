import type { Context, MiddlewareHandler } from 'hono'
import { CompiledQuery } from 'kysely'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { addressBuckets } from '../client-address.ts'
import type { Queryable } from '../db/database.ts'

export type RateLimit = {
  /** Requests one client may make per window; 0 turns the limit off. */
  limit: number
  windowMs: number
}

/** Where every counter keeps its rows (migration 0003), each under a name of its own. */
const COUNTERS_TABLE = 'waitlist_rate_limits'

/** A count per key (a client) over a fixed window, shared by every process on one database. */
export type Counter = {
  /** Counts one for `key`: 0 while within the limit, else the seconds until it may try again. */
  count: (key: string) => Promise<number>
  /** Gives back the one `count` took (a try that turned out right does not count). */
  refund: (key: string) => Promise<void>
}

/**
 * What the limiter asks of its store, pg's `query({ text, values })`, answered by `db`, so the
 * Postgres server and PGlite serve alike. `rowCount` is the rows returned: the limiter reads it
 * only after a SELECT or an upsert RETURNING its row.
 */
function storeClientOf(db: Queryable) {
  return {
    query: async ({ text, values = [] }: { text: string; values?: unknown[] }) => {
      // The library's own SQL, as it wrote it, on Kysely's connection (decision 0058).
      const { rows } = await db.executeQuery(CompiledQuery.raw(text, values))
      return { rows, rowCount: rows.length }
    },
  }
}

/**
 * A counter kept in the database (rate-limiter-flexible's Postgres store), so the limit holds
 * across processes and serverless instances and this process's memory stays small. While the
 * database does not answer, each process counts in its own memory instead (decision 0014).
 */
export function databaseCounter(
  db: Queryable,
  name: string,
  { limit, windowMs }: RateLimit,
): Counter {
  const window = { keyPrefix: name, points: limit, duration: windowMs / 1000 }
  const limiter = new RateLimiterPostgres({
    ...window,
    storeClient: storeClientOf(db),
    storeType: 'client',
    tableName: COUNTERS_TABLE,
    tableCreated: true,
    // A client already past the limit is turned away from memory until its window ends.
    inMemoryBlockOnConsumed: limit + 1,
    insuranceLimiter: new RateLimiterMemory(window),
  })
  return {
    async count(key) {
      try {
        await limiter.consume(key)
        return 0
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
      }
    },
    async refund(key) {
      await limiter.reward(key)
    },
  }
}

/**
 * A count per client address over its nested buckets (client-address.ts): its own, the /56 and
 * /48 around an IPv6 /64, the /24 around an IPv4 address, each allowed its share of `limit`. A
 * request counts in a wider bucket only once its narrower ones took it, so a client past its own
 * limit does not use up its neighbours' share.
 */
export function prefixCounter(
  db: Queryable,
  name: string,
  { limit, windowMs }: RateLimit,
): Counter {
  const byScale = new Map<number, Counter>()
  const counterOf = (scale: number) => {
    let counter = byScale.get(scale)
    if (!counter) {
      // The narrowest bucket keeps the counter's own name, so its rows outlive this change.
      const scaled = scale === 1 ? name : `${name}-${scale}x`
      counter = databaseCounter(db, scaled, { limit: limit * scale, windowMs })
      byScale.set(scale, counter)
    }
    return counter
  }
  return {
    async count(address) {
      for (const { key, scale } of addressBuckets(address)) {
        const retryAfter = await counterOf(scale).count(key)
        if (retryAfter > 0) return retryAfter
      }
      return 0
    },
    async refund(address) {
      for (const { key, scale } of addressBuckets(address)) await counterOf(scale).refund(key)
    },
  }
}

/**
 * A limit per client on the routes it is used on (`clientOf` says who is asking), counted by
 * each of `counters` in turn. Past a limit: 429 with Retry-After, which the site's outbox waits
 * out and retries. Preflights are not counted.
 */
export function rateLimitPerClient(
  counters: readonly Counter[],
  clientOf: (c: Context) => string,
  /** The answer past the limit (JSON, or a page for a form posted without JavaScript). */
  limited: (c: Context, retryAfter: number) => Response | Promise<Response>,
): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next()
    for (const counter of counters) {
      const retryAfter = await counter.count(clientOf(c))
      if (retryAfter === 0) continue
      c.header('retry-after', String(retryAfter))
      return limited(c, retryAfter)
    }
    return next()
  }
}
