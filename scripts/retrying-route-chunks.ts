import type { Plugin } from 'vite'

const ROUTER_LAZY_IMPORT =
  /import\s*\{\s*lazyRouteComponent\s*\}\s*from\s*['"]@tanstack\/react-router['"];?/

/**
 * Gives the route modules TanStack Router's code splitting rewrote our `lazyRouteComponent`
 * (src/components/layout/retrying-route-component.tsx) in place of the router's, which reloads
 * the page when a route's code cannot be downloaded. Fails the build if the router's code
 * splitting ever writes the import differently, rather than lose the retry unseen.
 */
export function retryingRouteChunks(root: string): Plugin {
  const replacement = `${root}src/components/layout/retrying-route-component.tsx`
  return {
    name: 'restwell-retrying-route-chunks',
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!file.startsWith(`${root}src/routes/`) || !code.includes('lazyRouteComponent(')) return
      if (!ROUTER_LAZY_IMPORT.test(code))
        this.error(
          `${file}: TanStack Router's code splitting no longer imports lazyRouteComponent as scripts/retrying-route-chunks.ts expects; update it.`,
        )
      return {
        code: code.replace(
          ROUTER_LAZY_IMPORT,
          `import { lazyRouteComponent } from ${JSON.stringify(replacement)};`,
        ),
        map: null,
      }
    },
  }
}
