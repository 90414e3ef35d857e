import { WAITING_COUNT_MAX_AGE_S } from '../../contract/waiting-count.ts'
import { errorKind } from './store-errors.ts'

/**
 * A count as the page may say it, never more than the truth: down to a multiple of 10 under
 * 1,000, of 100 under 10,000, then of 1,000 ("1,234" waits as "1,200"). The step grows with the
 * number, so the line changes about as often at 60 as at 6,000, and no single sign-up shows.
 */
export function roundedDown(count: number): number {
  const step = count < 1_000 ? 10 : count < 10_000 ? 100 : 1_000
  return Math.floor(count / step) * step
}

/** What was last read, and when: a failure is held as long as a count, so a database away is asked once a minute. */
type Held = { at: number; waiting: number | undefined }

/**
 * The count of people waiting, read at most once per `maxAgeMs` of `now` and by one query at a
 * time: every request while it is fresh, or while it is being read, gets the same answer. Until
 * a newer read succeeds, a failed one answers with the last count read (or undefined: none yet).
 */
export function heldCount(
  read: () => Promise<number>,
  now: () => Date,
  maxAgeMs = WAITING_COUNT_MAX_AGE_S * 1000,
): () => Promise<number | undefined> {
  let held: Held | undefined
  let reading: Promise<number | undefined> | undefined
  const readOnce = async () => {
    const waiting = await read().then(roundedDown, (error: unknown) => {
      console.error(`The waitlist could not count who waits: ${errorKind(error)}`)
      return held?.waiting
    })
    held = { at: now().getTime(), waiting }
    reading = undefined
    return waiting
  }
  return async () => {
    if (held && now().getTime() - held.at < maxAgeMs) return held.waiting
    reading ??= readOnce()
    return reading
  }
}
