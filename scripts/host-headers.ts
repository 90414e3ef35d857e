// The response headers a static host sends with the site, written for the common hosts from one
// list of rules: `_headers` (Netlify, Cloudflare Pages) and `vercel.json` (Vercel), both in the
// build folder. `npm run preview` and the tests' server read the same `_headers`.
import { CACHE_FOREVER, CACHE_REVALIDATE, SECURITY_HEADERS } from './security-policy.ts'
import { SERVICE_WORKER_URL } from './service-worker-file.ts'

/** Headers for the paths a pattern matches: exact, or any path under a prefix ending in `*`. */
export type HeaderRule = { path: string; headers: Record<string, string> }

export const HEADERS_FILE = '_headers'
export const VERCEL_FILE = 'vercel.json'

/** Every address a prerendered page answers at, for the HTML caching rule. */
export function htmlPathsOf(pagePaths: readonly string[], fileNames: readonly string[]): string[] {
  const routes = pagePaths.flatMap((page) => (page === '/' ? ['/'] : [page, `${page}/`]))
  return [...routes, ...fileNames.map((file) => `/${file}`)]
}

/**
 * The policy and security headers on everything; hashed assets cached for a year (their names
 * change with their content); pages and the service worker revalidated on every visit, so a
 * deploy shows at once and its service worker replaces the last one.
 */
export function hostHeaderRules(policy: string, htmlPaths: readonly string[]): HeaderRule[] {
  return [
    { path: '/*', headers: { 'Content-Security-Policy': policy, ...SECURITY_HEADERS } },
    { path: '/assets/*', headers: { 'Cache-Control': CACHE_FOREVER } },
    ...[...htmlPaths, SERVICE_WORKER_URL].map((path) => ({
      path,
      headers: { 'Cache-Control': CACHE_REVALIDATE },
    })),
  ]
}

/** Netlify's and Cloudflare Pages' `_headers` format: a path, then indented `Name: value` lines. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  )
  return `${blocks.join('\n')}\n`
}

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

/** Vercel's `headers` configuration: the same rules, its path syntax (`/(.*)` for `/*`). */
export function formatVercelConfig(rules: readonly HeaderRule[]): string {
  const headers = rules.map(({ path, headers: values }) => ({
    source: path.endsWith('*') ? `${path.slice(0, -1)}(.*)` : path,
    headers: Object.entries(values).map(([key, value]) => ({ key, value })),
  }))
  return `${JSON.stringify({ headers }, null, 2)}\n`
}
