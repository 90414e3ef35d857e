import recommendations from 'virtual:content/recommendations/recommendations'
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { App } from '@/app'
import { HeldOfflineNote } from '@/components/layout/held-offline-note'
import { preloadEveryDeferred } from '@/lib/deferred'
import { matchPagePath } from '@/lib/match-paths'
import { type AppRouter, createAppRouter, shownPage } from '@/router'

export type PrerenderedPage = {
  /** Which page this is (see shownPage): stamped on the document for the client. */
  page: string
  /** The page's <title>, <meta> and <link> tags and its routes' head scripts, for <head>. */
  head: string
  /** The app's markup, for <div id="root">. */
  body: string
}

/** Renders one path at build time (scripts/build.ts), exactly as the browser will hydrate it. */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  })
  await router.load()
  await preloadEveryDeferred()
  const html = renderToString(<App router={router} />)
  // React writes the tags a page renders for the document head ahead of its markup.
  const hoisted =
    /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/>|<link\b[^>]*\/>)*/.exec(html)?.[0] ?? ''
  return {
    page: shownPage(router),
    head: hoisted + headScripts(router),
    body: html.slice(hoisted.length),
  }
}

/** The inline scripts routes declare with `head: () => ({ scripts })`, to run before first paint. */
function headScripts(router: AppRouter): string {
  return router.state.matches
    .flatMap((match) => match.headScripts ?? [])
    .map((script) =>
      typeof script?.children === 'string' ? `<script>${script.children}</script>` : '',
    )
    .join('')
}

/** The route every massage's own page is (src/routes/match/$key.tsx). */
export const MATCH_PAGE_ROUTE = '/match/$key'

/** Every massage's own page, where a shared quiz match leads: one for each in the content. */
export function matchPagePaths(): string[] {
  return recommendations.map((entry) => matchPagePath(entry.key))
}

/**
 * The note a press held offline shows (src/components/layout/held-offline-note.tsx), for the
 * prerenderer to put beside the app's markup: it belongs to the early-input script's marks, so the
 * app's code never carries it.
 */
export function heldOfflineNoteHtml(): string {
  return renderToStaticMarkup(<HeldOfflineNote />)
}
