// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NETWORK_TIMEOUT_MS, networkFirst } from '@/service-worker/network-first'

const request = new Request('https://restwell.example/quiz')
const page = (text: string) => () => Promise.resolve(new Response(text))
const noPage = () => Promise.resolve(undefined)

/** A network that answers `text` after `ms`, or fails then when `text` is an Error. */
function networkAnswering(text: string | Error, ms = 0) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve, reject) =>
          setTimeout(
            () => (text instanceof Error ? reject(text) : resolve(new Response(text))),
            ms,
          ),
        ),
    ),
  )
}

describe('a navigation, network first', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it("is the network's answer when it comes in time (a new deploy shows)", async () => {
    networkAnswering('deployed', NETWORK_TIMEOUT_MS - 1)
    const answer = networkFirst(request, page('precached'))
    await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS)
    expect(await (await answer).text()).toBe('deployed')
  })

  it('is the precached page when the network fails (offline)', async () => {
    networkAnswering(new TypeError('Failed to fetch'))
    const answer = networkFirst(request, page('precached'))
    await vi.advanceTimersByTimeAsync(0)
    expect(await (await answer).text()).toBe('precached')
  })

  it('is the precached page when the network is still silent after the timeout', async () => {
    networkAnswering('late', NETWORK_TIMEOUT_MS * 10)
    const answer = networkFirst(request, page('precached'))
    await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS)
    expect(await (await answer).text()).toBe('precached')
  })

  it('waits for a slow network when there is no precached page', async () => {
    networkAnswering('late', NETWORK_TIMEOUT_MS * 2)
    const answer = networkFirst(request, noPage)
    await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS * 2)
    expect(await (await answer).text()).toBe('late')
  })

  it('is a network error when neither answers', async () => {
    networkAnswering(new TypeError('Failed to fetch'))
    const answer = networkFirst(request, noPage)
    await vi.advanceTimersByTimeAsync(0)
    expect((await answer).type).toBe('error')
  })
})
