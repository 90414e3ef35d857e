import { QueryClient } from '@tanstack/react-query'

/** docs/product.md, Constants: cached entries are kept for 5 minutes. */
export const QUERY_CACHE_TIME_MS = 5 * 60 * 1000
/** docs/product.md, Constants: failed fetches are retried 3 times… */
export const QUERY_RETRY_COUNT = 3
/** …with exponential back-off starting at 1 s, doubling, capped at 30 s. */
export const QUERY_RETRY_BASE_DELAY_MS = 1000
export const QUERY_RETRY_MAX_DELAY_MS = 30_000

export function queryRetryDelay(failureCount: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** failureCount, QUERY_RETRY_MAX_DELAY_MS)
}

/**
 * SPEC's retry policy for a request that may safely go again (an idempotency key makes a POST
 * one): 3 retries, 1 s doubling, capped at 30 s, for as long as `mayPass` says the failure may
 * pass (a refusal will not).
 */
export function retriedWhile(mayPass: (error: unknown) => boolean) {
  return {
    retry: (failures: number, error: unknown) => mayPass(error) && failures < QUERY_RETRY_COUNT,
    retryDelay: queryRetryDelay,
  }
}

let shared: QueryClient | undefined

/** The site's one data client, created with the first feature that sends or fetches data. */
export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient()
  return shared
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // In the prerender nothing is collected, as TanStack does on a server by default: a
        // query's 5-minute collection timer would keep the build's process from exiting.
        gcTime: import.meta.env.SSR ? Number.POSITIVE_INFINITY : QUERY_CACHE_TIME_MS,
        retry: QUERY_RETRY_COUNT,
        retryDelay: queryRetryDelay,
      },
    },
  })
}
