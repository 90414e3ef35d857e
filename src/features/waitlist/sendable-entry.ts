import type { ReadEntry } from './outbox-store'
import { type OutboxEntry, outboxEntry } from './signup-payload'

/**
 * Reads a kept sign-up the outbox may send: checked whole against its schema, since anything may
 * have changed localStorage since it was written.
 */
export const sendableEntry: ReadEntry<OutboxEntry> = (item) => {
  const parsed = outboxEntry.safeParse(item)
  return parsed.success ? parsed.data : undefined
}
