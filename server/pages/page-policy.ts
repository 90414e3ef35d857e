/**
 * The Content-Security-Policy of every page the server renders: the site's own files and nothing
 * inline (no style block, no script in the page), the brand font that travels as a data: URL,
 * fetches to its own origin (the dashboard's refresh), forms posted to itself. Decision 0059.
 */
export const SERVER_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "script-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')
