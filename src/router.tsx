import { createRouter, rootRouteId } from '@tanstack/react-router'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { RouteErrorPage } from '@/components/layout/route-error-page'
import { isRenderingPrerendered } from '@/lib/prerendered-page'
import { routeTree } from './routeTree.gen'

/** What every route falls back to: the 404 page and the error view. */
export const routerDefaults = {
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: RouteErrorPage,
  scrollRestoration: true,
} as const

type AppRouterOptions = {
  /** Prerendering at build time (src/entry-server.tsx), on the history the router's server gives. */
  isServer?: boolean
}

export function createAppRouter({ isServer = false }: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    ...routerDefaults,
    isServer,
    // On the server, scroll handling would only add an inline script. In the browser, the page the
    // visitor arrived on keeps the scroll the browser gave it (a #hash, or a visitor who scrolled
    // before the app started): only pages the app renders itself restore or reset their scroll.
    scrollRestoration: isServer ? false : () => !isRenderingPrerendered(),
    // A new page starts at its top, or where Back left it, at once: the page's smooth scrolling
    // is for in-page anchors (src/components/layout/waitlist-link.tsx).
    scrollRestorationBehavior: 'instant',
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

/** The prerendered page a 404 document stands for. */
export const NOT_FOUND_PAGE = '404'

/**
 * Which page a router's matches show: the deepest route's id, or "404" when no route matched.
 * The prerenderer stamps it on the document; the client hydrates only a document stamped alike.
 */
export function shownPage(matches: readonly { routeId: string }[]): string {
  const deepest = matches.at(-1)?.routeId
  return deepest === undefined || deepest === rootRouteId ? NOT_FOUND_PAGE : deepest
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
