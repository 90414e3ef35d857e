import { type OutboxEntry, outboxEntry } from '@contract/signup-payload.ts'
import type { ReadEntry } from './outbox-store'

/**
 * Reads a kept sign-up the outbox may send: checked whole against its schema, since anything may
 * have changed localStorage since it was written.
 */
export const sendableEntry: ReadEntry<OutboxEntry> = (item) => {
  const parsed = outboxEntry.safeParse(item)
  return parsed.success ? parsed.data : undefined
}
