import type { MiddlewareHandler } from 'hono'

/**
 * CORS for the site's own origins only: another origin's page gets no CORS headers at all, so
 * its browser never lets it read an answer (or send the preflighted POST). Same-origin requests
 * need none.
 */
export function corsForOrigins(allowed: readonly string[]): MiddlewareHandler {
  const origins = new Set(allowed)
  return async (c, next) => {
    const origin = c.req.header('origin')
    const isAllowed = origin !== undefined && origins.has(origin)
    if (c.req.method === 'OPTIONS') {
      if (!isAllowed) return c.body(null, 204, { vary: 'origin' })
      return c.body(null, 204, {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type, idempotency-key',
        'access-control-max-age': '600',
        vary: 'origin',
      })
    }
    await next()
    c.res.headers.append('vary', 'origin')
    if (isAllowed) c.res.headers.set('access-control-allow-origin', origin)
  }
}
