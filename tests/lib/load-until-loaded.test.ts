import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadUntilLoaded } from '@/lib/load-until-loaded'

afterEach(() => {
  vi.useRealTimers()
})

/** A download that fails `failures` times, then loads; it counts its tries. */
function flakyDownload(failures: number) {
  const download = { tries: 0, load: async () => 'the code' }
  download.load = async () => {
    download.tries += 1
    if (download.tries <= failures)
      throw new TypeError('Failed to fetch dynamically imported module')
    return 'the code'
  }
  return download
}

describe('a part of the page whose download fails', () => {
  it('is tried again after 1 s, then 2 s, then 4 s, and never rejects', async () => {
    vi.useFakeTimers()
    const download = flakyDownload(3)
    const failures = vi.fn()
    const loaded = loadUntilLoaded(download.load, failures)
    await vi.advanceTimersByTimeAsync(0)
    expect(download.tries).toBe(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(download.tries).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(download.tries).toBe(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(download.tries).toBe(3)
    await vi.advanceTimersByTimeAsync(4000)
    await expect(loaded).resolves.toBe('the code')
    expect(download.tries).toBe(4)
    expect(failures).toHaveBeenCalledTimes(3)
  })

  it('is tried again at once when the browser comes back online, and only once', async () => {
    vi.useFakeTimers()
    const download = flakyDownload(1)
    const loaded = loadUntilLoaded(download.load, () => {})
    await vi.advanceTimersByTimeAsync(0)
    window.dispatchEvent(new Event('online'))
    await expect(loaded).resolves.toBe('the code')
    expect(download.tries).toBe(2)
    // The timer of the wait it cut short tries no more.
    await vi.advanceTimersByTimeAsync(5000)
    expect(download.tries).toBe(2)
  })

  it('waits 1 s again after the network is back, however long it waited before', async () => {
    vi.useFakeTimers()
    const download = flakyDownload(5)
    const loaded = loadUntilLoaded(download.load, () => {})
    await vi.advanceTimersByTimeAsync(0 + 1000 + 2000 + 4000)
    expect(download.tries).toBe(4)
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(download.tries).toBe(5)
    await vi.advanceTimersByTimeAsync(1000)
    await expect(loaded).resolves.toBe('the code')
    expect(download.tries).toBe(6)
  })
})
