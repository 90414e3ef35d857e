import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode } from 'react'
import { Document } from '@/document'
import type { AppRouter } from '@/router'

/**
 * The prerendered page, hydrated: the whole document, its router taking over the state the
 * prerenderer wrote into it (src/entry-server.tsx renders the same tree).
 */
export function HydratedApp({ router, page }: { router: AppRouter; page: string }) {
  return (
    <StrictMode>
      <Document page={page}>
        <RouterClient router={router} />
      </Document>
    </StrictMode>
  )
}

/** The app rendered afresh into #root, over a document that shows another page. */
export function FreshApp({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
}
