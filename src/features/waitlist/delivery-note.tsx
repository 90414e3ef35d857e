import { CalmNote } from '@/components/ui/calm-note'

type DeliveryNoteProps = { waiting: boolean; pending: string; sent: string }

/**
 * Under the confirmation of a sign-up that could not be sent at once: says so calmly while it
 * waits, then goes, telling screen readers that it has been sent.
 */
export function DeliveryNote({ waiting, pending, sent }: DeliveryNoteProps) {
  return (
    <div role="status" className="mx-auto mt-6 max-w-md">
      {waiting ? <CalmNote>{pending}</CalmNote> : <p className="sr-only">{sent}</p>}
    </div>
  )
}
