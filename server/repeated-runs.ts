import { errorKind } from './waitlist/store-errors.ts'

/** A background loop started by `runRepeatedly`. */
export type RepeatedRuns = {
  /** Runs once more as soon as the run under way (if any) ends. */
  wake: () => void
  /** No more runs; settles once the one under way has ended. */
  stop: () => Promise<void>
}

/**
 * Runs `run` every `everyMs` and whenever `wake` is called, one run at a time: a wake during a
 * run asks for one more run after it, however many wakes came. What sends durable jobs (mail,
 * webhook deliveries) runs in these loops; `what` names it in the log when a run fails.
 */
export function runRepeatedly(
  run: () => Promise<unknown>,
  everyMs: number,
  what: string,
): RepeatedRuns {
  let running: Promise<unknown> = Promise.resolve()
  let again = false
  let stopped = false
  const wake = () => {
    if (stopped || again) return
    again = true
    running = running
      .then(() => {
        again = false
        return stopped ? undefined : run()
      })
      // The database away: the next run tries again.
      .catch((error: unknown) => console.error(`${what} failed: ${errorKind(error)}`))
  }
  const timer = setInterval(wake, everyMs)
  timer.unref()
  wake()
  return {
    wake,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
