import { useSyncExternalStore } from 'react'

/**
 * The deferred parts (src/lib/deferred.tsx) whose download failed and that have not arrived
 * since: while there are any, a part the page is waiting for says why (components/ui/waiting-part.tsx).
 */
const waiting = new Set<object>()
const listeners = new Set<() => void>()

function changed() {
  for (const listener of listeners) listener()
}

export function notePartFailedToLoad(part: object): void {
  if (waiting.has(part)) return
  waiting.add(part)
  changed()
}

export function notePartLoaded(part: object): void {
  if (waiting.delete(part)) changed()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether a part of the page waits for the network: its download failed and is being retried. */
export function useIsAPartWaitingForNetwork(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting.size > 0,
    () => false,
  )
}
