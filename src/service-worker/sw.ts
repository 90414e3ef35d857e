// The service worker (docs/architecture.md, "How a page loads"): a second visit works with the network off.
// vite-plugin-pwa builds it and writes the precache list in place of self.__WB_MANIFEST, after
// the pages are prerendered (scripts/build.ts).
import {
  addRoute,
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precache,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { networkFirst } from './network-first'
import { pageFilesFor, SERVER_ONLY_PATHS } from './precached-page'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }

precache(self.__WB_MANIFEST)
cleanupOutdatedCaches()

async function precachedPage(pathname: string): Promise<Response | undefined> {
  for (const file of pageFilesFor(pathname)) {
    const page = await matchPrecache(file)
    if (page) return page
  }
  return undefined
}

// Registered before the precache's own route, so a page is never answered from the precache
// while the network can answer it. The server's own pages are never the worker's to answer.
registerRoute(
  new NavigationRoute(
    ({ request, url }) => networkFirst(request, () => precachedPage(url.pathname)),
    { denylist: SERVER_ONLY_PATHS },
  ),
)

// The rest of the precache (hashed code, styles, fonts, images): answered from it, cache-first.
addRoute()
