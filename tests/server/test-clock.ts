/** A test's clock: jobs are due, retried, leased and limited by it, never by waiting. */
export function testClock() {
  let time = Date.now()
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms
    },
    /** On to `at`, if it is later: a clock never goes back. */
    to: (at: Date) => {
      time = Math.max(time, at.getTime())
    },
  }
}
