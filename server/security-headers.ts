import type { MiddlewareHandler } from 'hono'
import { SECURITY_HEADERS } from './site-headers.ts'

/** The policy of an answer that is no page of its own (JSON, CSV): it loads and is framed by nothing. */
const NOTHING_TO_LOAD = { 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" }

/**
 * The site's security headers on every answer, as its files have them (site-headers.ts), each
 * only where the route set none of its own: a link's page keeps its `no-referrer`, so its token
 * never leaves in a Referer.
 */
export function securityHeaders(): MiddlewareHandler {
  const headers = Object.entries({ ...SECURITY_HEADERS, ...NOTHING_TO_LOAD })
  return async (c, next) => {
    await next()
    for (const [name, value] of headers)
      if (!c.res.headers.has(name)) c.res.headers.set(name, value)
  }
}
