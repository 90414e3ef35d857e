import { type ComponentType, Suspense } from 'react'
import { WaitingPart } from '@/components/ui/waiting-part'
import { deferred } from '@/lib/deferred'

type RouteModule<Name extends string> = Record<Name, ComponentType<object>>

/**
 * The route components TanStack Router's code splitting makes, as a deferred part
 * (src/lib/deferred.tsx) rather than with the router's own `lazyRouteComponent`
 * (scripts/retrying-route-chunks.ts puts this one in its place). The router's reloads the page
 * when a route's code cannot be downloaded, which offline means the browser's error page, and
 * then shows the error view. This one keeps trying, with backoff and when the browser is back
 * online, while the page shows a calm line in the route's place.
 */
export function lazyRouteComponent<Name extends string>(
  importer: () => Promise<RouteModule<Name>>,
  exportName: Name,
) {
  const Route = deferred(() => importer().then((module) => module[exportName]), {
    hydrate: 'at-once',
  })
  function RetryingRoute() {
    return (
      <Suspense fallback={<WaitingPart className="px-6 py-24" />}>
        <Route />
      </Suspense>
    )
  }
  // The router awaits this before it shows the route: the code, or a first failed try at it.
  return Object.assign(RetryingRoute, { preload: Route.firstTry })
}
