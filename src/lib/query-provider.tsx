import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { sharedQueryClient } from './query-client'

/**
 * The site's one data client, provided by the features that send or fetch data. Its code loads
 * with the first of them, not with every page, and each shares the same cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>
}
