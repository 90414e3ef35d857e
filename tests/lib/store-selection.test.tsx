import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSyncExternalStoreWithSelector } from '@/lib/store-selection'

// TanStack Store's selector hook, which the router's state hooks use, runs on this module in the
// build (vite.config.ts): a component re-renders when its selection changes, and only then.

type Visit = { path: string; visits: number }

/** A store as TanStack Store's atoms are to the hook: a snapshot, and word of every change. */
function visitStore(first: Visit) {
  let visit = first
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => visit,
    subscribe: (onChange: () => void) => {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    set: (next: Visit) => {
      visit = next
      for (const listener of listeners) listener()
    },
  }
}

type VisitStore = ReturnType<typeof visitStore>

/** Shows the selected path, and notes each of its renders in `renders`. */
function renderPath({ subscribe, getSnapshot }: VisitStore, renders: string[]) {
  const selectPath = (visit: Visit) => ({ path: visit.path })
  const samePath = (a: { path: string }, b: { path: string }) => a.path === b.path
  function Path() {
    const selected = useSyncExternalStoreWithSelector(
      subscribe,
      getSnapshot,
      getSnapshot,
      selectPath,
      samePath,
    )
    renders.push(selected.path)
    return <p>{selected.path}</p>
  }
  render(<Path />)
}

describe("the store's selector hook", () => {
  it('shows the selection, and the new one when the store changes it', () => {
    const store = visitStore({ path: '/', visits: 1 })
    renderPath(store, [])
    expect(screen.getByText('/')).toBeInTheDocument()
    act(() => store.set({ path: '/quiz', visits: 2 }))
    expect(screen.getByText('/quiz')).toBeInTheDocument()
  })

  it('does not render again for a change outside the selection', () => {
    const store = visitStore({ path: '/', visits: 1 })
    const renders: string[] = []
    renderPath(store, renders)
    act(() => store.set({ path: '/', visits: 2 }))
    act(() => store.set({ path: '/', visits: 3 }))
    expect(renders).toEqual(['/'])
    act(() => store.set({ path: '/our-story', visits: 4 }))
    expect(renders).toEqual(['/', '/our-story'])
  })
})
