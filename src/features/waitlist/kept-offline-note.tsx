import { CloudClockIcon } from '@/components/ui/icons/cloud-clock-icon'

/**
 * Under the button, hidden until the page's start-up script kept a sign-up sent offline before
 * the form's code arrived (styles.css shows it then): says the sign-up is safe and will go.
 */
export function KeptOfflineNote({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="kept-offline-note mt-3 items-start gap-3 rounded-2xl bg-sand-50 px-4 py-3 text-sm leading-relaxed text-ink-soft ring-1 ring-sand-200"
    >
      <CloudClockIcon className="mt-0.5 size-5 shrink-0 text-sage-700" />
      {text}
    </p>
  )
}
