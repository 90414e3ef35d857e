// The headers the site is sent with, and the rules that say which path gets which. The build
// writes the rules into the build folder for every host (scripts/host-headers.ts: `_headers`
// and `vercel.json`); our own server (static-site.ts) reads `_headers` back and applies it as
// Netlify and Cloudflare Pages do, and the waitlist's answers carry the same security headers.

/** Headers every response carries, besides the Content-Security-Policy. */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** For files whose name changes with their content (hashed assets). */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable'
/** For files at a fixed address that rarely change (the emails' fonts). */
export const CACHE_WEEK = 'public, max-age=604800'
/** For pages and the service worker: a deploy shows at the next visit. */
export const CACHE_REVALIDATE = 'no-cache'

/** Headers for the paths a pattern matches: exact, or any path under a prefix ending in `*`. */
export type HeaderRule = { path: string; headers: Record<string, string> }

/** The rules as Netlify and Cloudflare Pages read them, in the build folder. */
export const HEADERS_FILE = '_headers'
/** The same rules for Vercel, in the build folder. */
export const VERCEL_FILE = 'vercel.json'

/** Netlify's and Cloudflare Pages' `_headers` format: a path, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} })
      continue
    }
    const separator = line.indexOf(':')
    const rule = rules.at(-1)
    if (rule && separator > 0)
      rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim()
  }
  return rules
}

function matches(pattern: string, urlPath: string): boolean {
  return pattern.endsWith('*') ? urlPath.startsWith(pattern.slice(0, -1)) : pattern === urlPath
}

/**
 * The headers a host sends for a path: every matching rule's, a name set by two rules joined
 * with commas, as Cloudflare Pages and Netlify do (the site's own rules never repeat a name).
 */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const sent: Record<string, string> = {}
  for (const rule of rules.filter((candidate) => matches(candidate.path, urlPath)))
    for (const [name, value] of Object.entries(rule.headers))
      sent[name] = sent[name] === undefined ? value : `${sent[name]}, ${value}`
  return sent
}
