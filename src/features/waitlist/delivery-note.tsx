import { useSyncExternalStore } from 'react'
import { CalmNote } from '@/components/ui/calm-note'

type DeliveryNoteProps = {
  waiting: boolean
  /** What it says while the browser is offline: it goes once the visitor is back online. */
  offline: string
  /** What it says online (a slow link, a busy service): it is being sent. */
  online: string
  sent: string
}

function onOnlineChange(changed: () => void): () => void {
  addEventListener('online', changed)
  addEventListener('offline', changed)
  return () => {
    removeEventListener('online', changed)
    removeEventListener('offline', changed)
  }
}

/** Whether the browser says it is online; prerendered pages assume so. */
function useOnline(): boolean {
  return useSyncExternalStore(
    onOnlineChange,
    () => navigator.onLine,
    () => true,
  )
}

/**
 * Under the confirmation of a sign-up that could not be sent at once: says so calmly while it
 * waits, in the words for being offline only while the browser is, then goes, telling screen
 * readers that it has been sent.
 */
export function DeliveryNote({ waiting, offline, online, sent }: DeliveryNoteProps) {
  const isOnline = useOnline()
  return (
    <div role="status" className="mx-auto mt-6 max-w-md">
      {waiting ? (
        <CalmNote>{isOnline ? online : offline}</CalmNote>
      ) : (
        <p className="sr-only">{sent}</p>
      )}
    </div>
  )
}
