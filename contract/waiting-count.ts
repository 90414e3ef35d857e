// zod/mini: the page parses the answer in the visitor's browser (decision 0004).
import { z } from 'zod/mini'

/** Where the site's own server tells how many people wait on the list (decision 0069). */
export const WAITING_COUNT_PATH = '/api/waitlist/count'

/** How long the answer may be held, by the server and by any cache between it and the page. */
export const WAITING_COUNT_MAX_AGE_S = 60

/**
 * The answer: `waiting`, the confirmed people on the list, rounded down
 * (server/waitlist/waiting-count.ts). Anything
 * else (an HTML error page, a negative or fractional number) is no answer, and the page shows
 * no line.
 */
export const waitingCount = z.object({ waiting: z.int().check(z.nonnegative()) })
export type WaitingCount = z.infer<typeof waitingCount>
