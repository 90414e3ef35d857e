import { CloudClockIcon } from '@/components/ui/icons/cloud-clock-icon'

type DeliveryNoteProps = { waiting: boolean; pending: string; sent: string }

/**
 * Under the confirmation of a sign-up that could not be sent at once: says so calmly while it
 * waits, then goes, telling screen readers that it has been sent.
 */
export function DeliveryNote({ waiting, pending, sent }: DeliveryNoteProps) {
  return (
    <div role="status" className="mx-auto mt-6 max-w-md">
      {waiting ? (
        <p className="flex items-start gap-3 rounded-2xl bg-sand-50 px-4 py-3 text-left text-sm leading-relaxed text-ink-soft ring-1 ring-sand-200">
          <CloudClockIcon className="mt-0.5 size-5 shrink-0 text-sage-700" />
          {pending}
        </p>
      ) : (
        <p className="sr-only">{sent}</p>
      )}
    </div>
  )
}
