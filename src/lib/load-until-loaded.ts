/** The waits between tries of a download that failed: 1 s, doubling, at most 30 s. */
const FIRST_RETRY_MS = 1000
const LONGEST_WAIT_MS = 30_000

/**
 * Loads a part of the page's code, and when the download fails (offline, a dropped connection,
 * a busy host) tries again: after a wait that doubles, and at once when the browser is back
 * online (the waits then start again from 1 s: the network may need a moment). Never rejects in
 * the browser, so a missing part waits calmly instead of taking the page down, and never asks in
 * a tight loop. `onFailure` hears each failed try.
 */
export function loadUntilLoaded<T>(load: () => Promise<T>, onFailure: () => void): Promise<T> {
  if (typeof window === 'undefined') return load()
  return new Promise((resolve) => {
    const attempt = (wait: number) => {
      load().then(resolve, () => {
        onFailure()
        const next = (nextWait: number) => () => {
          clearTimeout(timer)
          window.removeEventListener('online', backOnline)
          attempt(nextWait)
        }
        const backOnline = next(FIRST_RETRY_MS)
        const timer = setTimeout(next(Math.min(wait * 2, LONGEST_WAIT_MS)), wait)
        window.addEventListener('online', backOnline)
      })
    }
    attempt(FIRST_RETRY_MS)
  })
}
