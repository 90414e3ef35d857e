import recommendations from 'virtual:content/recommendations/recommendations'
import { matchPagePath } from '@contract/site-paths.ts'
import { RouterContextProvider, Scripts } from '@tanstack/react-router'
import { createRequestHandler, RouterServer } from '@tanstack/react-router/ssr/server'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { HeldOfflineNote } from '@/components/layout/held-offline-note'
import { Document } from '@/document'
import { type HeadParts, PrerenderedHead } from '@/prerendered-head'
import { createAppRouter, shownPage } from '@/router'

export type { HeadParts }

export type PrerenderedPage = {
  /** Which page this is (see shownPage): stamped on the document for the client. */
  page: string
  /** The whole document. */
  html: string
}

/**
 * Renders one path at build time (scripts/build.ts) through the router's own server rendering:
 * it loads the route, and its <Scripts> write the state the browser's router picks up
 * (RouterClient, src/start.tsx). React's static `prerender` waits for every part the page
 * suspends on (src/lib/deferred.tsx), so the HTML is whole.
 */
export async function prerenderPage(path: string, head: HeadParts): Promise<PrerenderedPage> {
  const handle = createRequestHandler({
    createRouter: () => createAppRouter({ isServer: true }),
    request: new Request(new URL(path, 'http://localhost')),
  })
  let page = ''
  const response = await handle(async ({ router, responseHeaders }) => {
    page = shownPage(router.state.matches)
    const document = (
      <RouterContextProvider router={router}>
        <Document
          page={page}
          head={<PrerenderedHead {...head} />}
          afterApp={
            <>
              <HeldOfflineNote />
              <Scripts />
            </>
          }
        >
          <RouterServer router={router} />
        </Document>
      </RouterContextProvider>
    )
    // One piece: a boundary as large as a page would otherwise be written after the rest and
    // moved into place by a script.
    const { prelude } = await prerender(<StrictMode>{document}</StrictMode>, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    })
    return new Response(prelude, { headers: responseHeaders })
  })
  return { page, html: await response.text() }
}

/** The route every massage's own page is (src/routes/match/$key.tsx). */
export const MATCH_PAGE_ROUTE = '/match/$key'

/** Every massage's own page, where a shared quiz match leads: one for each in the content. */
export function matchPagePaths(): string[] {
  return recommendations.map((entry) => matchPagePath(entry.key))
}
