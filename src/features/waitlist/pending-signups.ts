import { PAGE_MARKS } from '@/lib/page-marks'

/** Where the waitlist outbox keeps sign-ups not yet delivered (outbox-store.ts). */
export const OUTBOX_STORAGE_KEY = 'restwell.waitlistOutbox'

/** The Web Lock (one per browser, across tabs) a name of the outbox's agreement stands for. */
export const webLockName = (name: string) => `restwell-waitlist-${name}`

/**
 * The agreement every writer of the outbox's storage takes, the outbox and the early-input script's
 * keeper alike: a read-then-write of the list in one tab never drops what another tab just wrote.
 */
export const OUTBOX_STORAGE_LOCK = 'storage'

/**
 * Whether an earlier visit left a sign-up waiting to be sent: checked once the page has started,
 * so the outbox's code loads only when there is something to send. Never throws.
 */
function hasPendingSignups(): boolean {
  try {
    return localStorage.getItem(OUTBOX_STORAGE_KEY)?.includes('"pending"') ?? false
  } catch {
    return false
  }
}

const checked = () => performance.mark(PAGE_MARKS.pendingSignupsChecked)

/** On any page of a new visit: sends what an earlier visit left pending. */
export function sendPendingSignups(): void {
  if (!hasPendingSignups()) return void checked()
  import('./delivery')
    .then(({ waitlistOutbox }) => waitlistOutbox().flush())
    .catch(() => {
      // Offline before the code arrived: the next visit, or the next sign-up, sends it.
    })
    .finally(checked)
}
