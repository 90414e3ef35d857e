import type { OutboxStore, StoredEnvelope } from './outbox-store'
import { OUTBOX_STORAGE_LOCK } from './pending-signups'
import type { TabAgreement } from './tab-agreement'

/**
 * How keeping a new sign-up ended: `kept` in the outbox; `already`, its email waits to be sent or
 * joined before (this browser's own knowledge, decision 0028), so nothing new is kept; `not-saved`,
 * storage refused it.
 */
export type KeepResult = 'kept' | 'already' | 'not-saved'

export type KeepDependencies<Entry extends StoredEnvelope> = {
  store: OutboxStore<Entry>
  tabs: TabAgreement
  /** How the outbox keeps an email it joined with (email-digest.ts). */
  digest: (email: string) => Promise<string>
}

/**
 * Keeps a new sign-up in the outbox, unless its email waits or joined already: the one rule of
 * both writers of the outbox's storage, the outbox and the early-input script's keeper. All of it
 * runs under the storage lock, asked for at once (before any await), so a read of the outbox asked
 * for after this call finds what it kept. A refused sign-up of the same email gives way to the new
 * one (corrected). Another tab's save of the email is seen at once through its announcement, even
 * where that tab's write to localStorage reaches this one a moment late.
 */
export function keepSignup<Entry extends StoredEnvelope>(
  { store, tabs, digest }: KeepDependencies<Entry>,
  entry: Entry,
): Promise<KeepResult> {
  return tabs.oneAtATime(OUTBOX_STORAGE_LOCK, async () => {
    const emailDigest = await digest(entry.email)
    const earlier = store.entries().filter((other) => other.email === entry.email)
    if (earlier.some((other) => other.state === 'pending')) return 'already'
    if (store.joined().includes(emailDigest)) return 'already'
    const refused = earlier.filter((other) => other.state === 'needs-attention')
    if (refused.length === 0 && (await tabs.announced(`saved-${emailDigest}`))) return 'already'
    for (const other of refused) store.remove(other.payload.idempotencyKey)
    if (!store.put(entry)) return 'not-saved'
    await tabs.announce(`saved-${emailDigest}`)
    return 'kept'
  })
}
