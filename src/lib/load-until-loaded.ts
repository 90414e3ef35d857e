/** The waits between tries of a download that failed: 1 s, doubling, at most 30 s. */
const FIRST_RETRY_MS = 1000
const LONGEST_WAIT_MS = 30_000

/**
 * Loads a part of the page's code, and when the download fails (offline, a dropped connection,
 * a busy host) tries again: after a wait that doubles, and at once when the browser is back
 * online. Never rejects in the browser, so a missing part waits calmly instead of taking the
 * page down, and never asks in a tight loop. `onFailure` hears each failed try.
 */
export function loadUntilLoaded<T>(load: () => Promise<T>, onFailure: () => void): Promise<T> {
  if (typeof window === 'undefined') return load()
  return new Promise((resolve) => {
    let wait = FIRST_RETRY_MS
    const attempt = () => {
      load().then(resolve, () => {
        onFailure()
        const retry = () => {
          clearTimeout(timer)
          window.removeEventListener('online', retry)
          attempt()
        }
        const timer = setTimeout(retry, wait)
        window.addEventListener('online', retry)
        wait = Math.min(wait * 2, LONGEST_WAIT_MS)
      })
    }
    attempt()
  })
}
