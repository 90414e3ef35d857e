import { type ComponentType, Suspense } from 'react'
import { WaitingPart } from '@/components/ui/waiting-part'
import { deferred } from '@/lib/deferred'

/**
 * A route's page, in a chunk of its own (src/routes/-pages/, one module per route, its page the
 * default export): a route file says `component: routePage(() => import('./-pages/our-story'))`.
 * We split routes by hand rather than with the router's autoCodeSplitting, whose
 * `lazyRouteComponent` reloads the page when a route's code cannot be downloaded (offline, the
 * browser's error page) and then shows the error view (decision 0019). This one is a deferred
 * part (src/lib/deferred.tsx): it keeps trying, with backoff and when the browser is back online,
 * while a prerendered page stays as it is and a new one shows a calm line in its place.
 */
export function routePage(importer: () => Promise<{ default: ComponentType<object> }>) {
  const Page = deferred(() => importer().then((module) => module.default), {
    hydrate: 'at-once',
  })
  function RoutePage() {
    return (
      <Suspense fallback={<WaitingPart className="px-6 py-24" />}>
        <Page />
      </Suspense>
    )
  }
  // The router awaits this before it shows the route: the code, or a first failed try at it.
  return Object.assign(RoutePage, { preload: Page.firstTry })
}
