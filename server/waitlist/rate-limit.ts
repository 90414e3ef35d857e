import type { Context, MiddlewareHandler } from 'hono'

export type RateLimit = {
  /** Requests one client address may make per window; 0 turns the limit off. */
  limit: number
  windowMs: number
}

/**
 * A fixed window per client address, in this process's memory: enough to slow a script down
 * without a shared store (each app process counts on its own). Past the limit: 429 with
 * Retry-After, which the site's outbox waits out and retries.
 */
export function rateLimitPerAddress(
  { limit, windowMs }: RateLimit,
  addressOf: (c: Context) => string,
  /** The answer past the limit (JSON, or a page for a form posted without JavaScript). */
  limited: (c: Context, retryAfter: number) => Response | Promise<Response>,
  now: () => number = Date.now,
): MiddlewareHandler {
  const windows = new Map<string, { count: number; endsAt: number }>()
  let nextSweep = 0
  return async (c, next) => {
    if (limit <= 0 || c.req.method === 'OPTIONS') return next()
    const time = now()
    if (time >= nextSweep) {
      for (const [address, window] of windows) if (window.endsAt <= time) windows.delete(address)
      nextSweep = time + windowMs
    }
    const address = addressOf(c)
    const current = windows.get(address)
    const window =
      current && current.endsAt > time ? current : { count: 0, endsAt: time + windowMs }
    window.count += 1
    windows.set(address, window)
    if (window.count <= limit) return next()
    const retryAfter = Math.max(1, Math.ceil((window.endsAt - time) / 1000))
    c.header('retry-after', String(retryAfter))
    return limited(c, retryAfter)
  }
}
