// The response headers a static host sends with the site, written for the common hosts from one
// list of rules: `_headers` (Netlify, Cloudflare Pages) and `vercel.json` (Vercel), both in the
// build folder. The headers themselves and the reading of `_headers` are the server's
// (server/site-headers.ts): `npm run serve`, `npm run preview` and the tests' sites apply it.
import {
  CACHE_FOREVER,
  CACHE_REVALIDATE,
  CACHE_WEEK,
  type HeaderRule,
  SECURITY_HEADERS,
} from '../server/site-headers.ts'
import { SERVICE_WORKER_URL } from './service-worker-file.ts'

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
    // The emails' fonts (server/mail/mail-fonts.ts): read from a mail client's page, not the site's.
    {
      path: '/mail/*',
      headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': CACHE_WEEK },
    },
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

/** Vercel's `headers` configuration: the same rules, its path syntax (`/(.*)` for `/*`). */
export function formatVercelConfig(rules: readonly HeaderRule[]): string {
  const headers = rules.map(({ path, headers: values }) => ({
    source: path.endsWith('*') ? `${path.slice(0, -1)}(.*)` : path,
    headers: Object.entries(values).map(([key, value]) => ({ key, value })),
  }))
  return `${JSON.stringify({ headers }, null, 2)}\n`
}
