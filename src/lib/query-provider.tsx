import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createQueryClient } from './query-client'

let sharedClient: QueryClient | undefined

/**
 * The site's one data client, provided by the features that send or fetch data. Its code loads
 * with the first of them, not with every page, and each shares the same cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  sharedClient ??= createQueryClient()
  return <QueryClientProvider client={sharedClient}>{children}</QueryClientProvider>
}
