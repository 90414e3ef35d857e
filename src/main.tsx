import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from '@/lib/query-client'
import { AppProviders } from '@/providers'
import { createAppRouter } from '@/router'
import '@/styles.css'

const router = createAppRouter()
const queryClient = createQueryClient()
const container = document.getElementById('root')

if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
}
