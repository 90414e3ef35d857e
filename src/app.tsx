import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import type { AppRouter } from '@/router'

/** The whole app around a router: the same tree is prerendered and then hydrated. */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
}
