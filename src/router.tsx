import { createRouter } from '@tanstack/react-router'
import { NotFound } from '@/components/layout/not-found'
import { RouteError } from '@/components/layout/route-error'
import { routeTree } from './routeTree.gen'

/** What every route falls back to: the 404 page and the error view. */
export const routerDefaults = {
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFound,
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
} as const

export function createAppRouter() {
  return createRouter({ routeTree, ...routerDefaults })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
