import heldOffline from 'virtual:content/site/heldOffline'
import { CalmNote } from '@/components/ui/calm-note'

/**
 * At the bottom of the screen, hidden until a visitor pressed something the page holds for its
 * code (src/lib/held-input.ts) and the browser is offline: styles.css shows it on the start-up
 * script's marks alone, since the code it waits for may be the very thing that cannot arrive.
 */
export function HeldOfflineNote() {
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-40 px-4">
      <div className="held-offline-note mx-auto max-w-md">
        <CalmNote className="shadow-lift">{heldOffline}</CalmNote>
      </div>
    </div>
  )
}
