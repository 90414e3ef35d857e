import partWaiting from 'virtual:content/site/partWaiting'
import { useIsAPartWaitingForNetwork } from '@/lib/parts-waiting-for-network'
import { CalmNote } from './calm-note'

/**
 * What a deferred part's <Suspense> shows while a page the app renders waits for the part's code:
 * its reserved space (`className`), empty while the code arrives as usual, and a calm line once a
 * download has failed (offline): the part appears by itself when the connection is back.
 */
export function WaitingPart({ className }: { className?: string }) {
  const waitsForNetwork = useIsAPartWaitingForNetwork()
  return (
    <div role="status" className={className}>
      {waitsForNetwork && <CalmNote className="mx-auto max-w-md">{partWaiting}</CalmNote>}
    </div>
  )
}
