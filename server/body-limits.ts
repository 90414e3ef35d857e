import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { isFormPost } from './waitlist/form-post.ts'

/** The largest sign-up accepted: a few fields of text, with room to spare. */
export const MAX_BODY_BYTES = 16 * 1024
/**
 * What any other route may be sent: a link's token (about 500 characters), an address to send a
 * new link to, the admin token, or nothing at all.
 */
export const SMALL_BODY_BYTES = 4 * 1024
/**
 * The most parameters a posted form may hold. The waitlist's form has a handful; parsing is what
 * a form of `a&a&a…` costs, so it is counted before anything parses it.
 */
export const MAX_FORM_FIELDS = 100

/** What a body may weigh on a route, and the answer past it (413). */
export type BodyAllowance = {
  maxBytes: number
  tooLarge: (c: Context) => Response | Promise<Response>
}

/** A form's parameters as URLSearchParams would split them, without splitting them. */
function fieldCount(form: string): number {
  let count = 1
  for (let index = form.indexOf('&'); index !== -1; index = form.indexOf('&', index + 1)) count++
  return count
}

function limited({ maxBytes, tooLarge }: BodyAllowance): MiddlewareHandler {
  // Hono's limit: a Content-Length over it is refused before a byte is read; a body without
  // one (chunked) is read up to it, then refused.
  const limit = bodyLimit({ maxSize: maxBytes, onError: tooLarge })
  return async (c, next) => {
    let within = false
    const refused = await limit(c, async () => {
      within = true
    })
    if (!within) return refused
    if (isFormPost(c) && fieldCount(await c.req.text()) > MAX_FORM_FIELDS) return tooLarge(c)
    await next()
  }
}

/**
 * One limit on every body the app reads, before any route reads it: each path in `allowances`
 * has its own, every other path (a token, an address, nothing expected) has `fallback`'s.
 */
export function limitBodies(
  allowances: Record<string, BodyAllowance>,
  fallback: BodyAllowance,
): MiddlewareHandler {
  const byPath = new Map(Object.entries(allowances).map(([path, rule]) => [path, limited(rule)]))
  const otherwise = limited(fallback)
  return (c, next) => (byPath.get(c.req.path) ?? otherwise)(c, next)
}
