import { CalmNote } from '@/components/ui/calm-note'

/**
 * Under the button, hidden until the page's early-input script kept a sign-up sent offline before
 * the form's code arrived (styles.css shows it then): says the sign-up is safe and will go. The
 * live region stays in place, so a screen reader announces the note as it appears.
 */
export function KeptOfflineNote({ text }: { text: string }) {
  return (
    <div role="status">
      <div className="kept-offline-note">
        <CalmNote className="mt-3">{text}</CalmNote>
      </div>
    </div>
  )
}
