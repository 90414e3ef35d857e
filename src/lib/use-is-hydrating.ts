import { useSyncExternalStore } from 'react'

const nothingToSubscribe = () => () => {}

/**
 * True while React renders on the server and while it hydrates that HTML in the browser; false on
 * every render after. A component can render what the prerendered HTML shows first, then switch.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    nothingToSubscribe,
    () => false,
    () => true,
  )
}
