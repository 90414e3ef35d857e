// What `use-sync-external-store/shim/with-selector` gives TanStack Store's `useSelector` (the
// router's state hooks), on React's own `useSyncExternalStore`: vite.config.ts points the shim's
// import here. The package ships CommonJS only, and with its interop code it cost every first
// visit 0.15 KiB more than this module (docs/decisions/0043).
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'

type Selector<Snapshot, Selection> = (snapshot: Snapshot) => Selection
type Memo<Snapshot, Selection> = { snapshot: Snapshot; selection: Selection }

/**
 * A selection of an external store's snapshot that re-renders its component only when the
 * selection changes (by `isEqual` when given), as React's `useSyncExternalStoreWithSelector`
 * does: the same snapshot gives the same selection without calling the selector again, and a
 * new selection equal to the last rendered one keeps the old object.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: (() => Snapshot) | null | undefined,
  selector: Selector<Snapshot, Selection>,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const rendered = useRef<{ selection: Selection } | null>(null)
  const [getSelection, getServerSelection] = useMemo(() => {
    let memo: Memo<Snapshot, Selection> | undefined
    const select = (snapshot: Snapshot): Selection => {
      if (memo && Object.is(memo.snapshot, snapshot)) return memo.selection
      const next = selector(snapshot)
      // Compared with the last selection made, or at first with the one last rendered.
      const previous = memo ?? rendered.current
      const selection = previous && isEqual?.(previous.selection, next) ? previous.selection : next
      memo = { snapshot, selection }
      return selection
    }
    return [
      () => select(getSnapshot()),
      getServerSnapshot ? () => select(getServerSnapshot()) : undefined,
    ]
  }, [getSnapshot, getServerSnapshot, selector, isEqual])
  const selection = useSyncExternalStore(subscribe, getSelection, getServerSelection)
  useEffect(() => {
    rendered.current = { selection }
  }, [selection])
  return selection
}
