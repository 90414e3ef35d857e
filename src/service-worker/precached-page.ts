import { LINK_PAGE_PATHS } from '@contract/site-paths.ts'

/** The page a static host answers with for a path it has no file for, as the precache names it. */
export const NOT_FOUND_PAGE = '/404.html'

/**
 * The precached files that may answer a navigation to `pathname`, best first: the file a static
 * host would serve (server/static-site.ts: the exact `.html` file, else `<path>/index.html`),
 * then the 404 page, as a host answers a path it has no file for.
 */
export function pageFilesFor(pathname: string): string[] {
  const exact = pathname.endsWith('.html') ? pathname : `${pathname.replace(/\/+$/, '')}/index.html`
  return exact === NOT_FOUND_PAGE ? [exact] : [exact, NOT_FOUND_PAGE]
}

/**
 * Paths the server answers itself, never the worker: the waitlist endpoint (/api/), the pages an
 * email's links open and the owner's dashboard (/admin), which must never be kept or stood in
 * for by a cached page.
 */
export const SERVER_ONLY_PATHS = [
  /^\/api\//,
  /^\/admin(?:\/|$)/,
  ...Object.values(LINK_PAGE_PATHS).map((path) => new RegExp(`^${path}/?$`)),
]
