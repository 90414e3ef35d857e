import { act, Suspense, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { deferred } from '@/lib/deferred'

function Loaded({ name }: { name: string }) {
  return <p>Hello, {name}</p>
}

/** Renders `element` in a transition, as the router renders a new page; answers what React recovered from. */
async function renderInTransition(element: React.ReactNode) {
  const container = document.createElement('div')
  const recovered: unknown[] = []
  const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) })
  await act(async () => {
    startTransition(() => root.render(element))
  })
  return { container, recovered, unmount: () => act(() => root.unmount()) }
}

describe('a deferred part', () => {
  it('renders once its code arrives while React waits on it, with nothing to recover from', async () => {
    const Part = deferred(async () => Loaded)
    const { container, recovered, unmount } = await renderInTransition(
      <Suspense fallback={<p>Waiting</p>}>
        <Part name="Ana" />
      </Suspense>,
    )
    expect(container.textContent).toBe('Hello, Ana')
    expect(recovered).toEqual([])
    await unmount()
  })

  it('renders at once, without waiting, once its code is here', async () => {
    const Part = deferred(async () => Loaded)
    await Part.preload()
    const { container, unmount } = await renderInTransition(<Part name="Bo" />)
    expect(container.textContent).toBe('Hello, Bo')
    await unmount()
  })
})
