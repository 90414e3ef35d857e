// The site's data client, as a part that fetches with `useQuery` meets it through the app's own
// provider: SPEC.md's data cache (entries kept 5 minutes; a failed fetch retried 3 times, 1 s
// doubling, capped at 30 s), seen through what the part shows and what reaches a real server.
import { createServer, type Server } from 'node:http'
import { useQuery } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryProvider } from '@/lib/query-provider'

/** A part that shows what it fetched (a count of people waiting, say). */
function WaitingCount({
  queryKey,
  fetchCount,
}: {
  queryKey: string
  fetchCount: () => Promise<string>
}) {
  const count = useQuery({ queryKey: [queryKey], queryFn: fetchCount })
  if (count.isError) return <p>Could not load</p>
  return <p>{count.data ?? 'Loading'}</p>
}

let server: Server | undefined
afterEach(() => {
  server?.close()
  vi.useRealTimers()
})

/** A real HTTP server that fails every request, and notes when each arrived. */
async function failingServer() {
  const arrivals: number[] = []
  server = createServer((_request, response) => {
    arrivals.push(performance.now())
    response.writeHead(503).end()
  })
  await new Promise<void>((listening) => server?.listen(0, '127.0.0.1', listening))
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('the server has no port')
  return { url: `http://127.0.0.1:${address.port}/waiting`, arrivals }
}

describe('the data client of every part that fetches (SPEC.md, Business constants)', () => {
  it('retries a failed fetch 3 times, 1 s, 2 s and 4 s apart, each wait longer than the last, then shows the failure', {
    timeout: 20_000,
  }, async () => {
    const { url, arrivals } = await failingServer()
    const fetchCount = async () => {
      const response = await fetch(url)
      if (!response.ok) throw new Error(`The count answered ${response.status}`)
      return response.text()
    }
    render(
      <QueryProvider>
        <WaitingCount queryKey="retried" fetchCount={fetchCount} />
      </QueryProvider>,
    )

    expect(await screen.findByText('Could not load', {}, { timeout: 15_000 })).toBeVisible()
    expect(arrivals).toHaveLength(4)
    // A timer never fires early; a busy machine only makes the waits longer.
    const waits = arrivals.slice(1).map((at, index) => at - (arrivals[index] ?? 0))
    expect(waits[0]).toBeGreaterThanOrEqual(990)
    expect(waits[1]).toBeGreaterThanOrEqual(Math.max(1990, waits[0] ?? 0))
    expect(waits[2]).toBeGreaterThanOrEqual(Math.max(3990, waits[1] ?? 0))
  })

  it('shows what it fetched at once to a part that comes back within 5 minutes, and fetches afresh after', async () => {
    vi.useFakeTimers()
    let fetched = 0
    const fetchCount = async () => `Answer ${++fetched}`
    const part = (
      <QueryProvider>
        <WaitingCount queryKey="kept" fetchCount={fetchCount} />
      </QueryProvider>
    )
    const settle = () => act(() => vi.advanceTimersByTimeAsync(0))
    const first = render(part)
    await settle()
    expect(screen.getByText('Answer 1')).toBeVisible()
    first.unmount()

    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000 - 1))
    const withinFive = render(part)
    // At once, from the cache (and fetched again behind it, as it may have changed).
    expect(screen.getByText('Answer 1')).toBeVisible()
    await settle()
    expect(screen.getByText('Answer 2')).toBeVisible()
    withinFive.unmount()

    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000))
    render(part)
    expect(screen.getByText('Loading')).toBeVisible()
    await settle()
    expect(screen.getByText('Answer 3')).toBeVisible()
  })
})
