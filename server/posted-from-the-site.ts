import type { Context } from 'hono'

/**
 * Whether a post comes from one of the site's own pages. A browser sends a form's post with its
 * page's Origin, and CORS does not stop a plain form post, so another site's page could post in
 * its visitor's name: sign them up, ask for mail, or spend the owner's guesses at the admin
 * token. The site's origins are the configured ones (SITE_URL), never the Host header, which the
 * sender writes; `Origin: null` (a sandboxed frame, a page from a file) is no site's. Without an
 * Origin (an older browser, or no browser: a mail program's one-click leave), a browser that
 * names where the post came from (Sec-Fetch-Site) must name this origin, or the visitor itself.
 */
export function postedFromTheSite(c: Context, allowedOrigins: readonly string[]): boolean {
  const origin = c.req.header('origin')
  if (origin !== undefined) return allowedOrigins.includes(origin)
  const site = c.req.header('sec-fetch-site')
  return site === undefined || site === 'same-origin' || site === 'none'
}
