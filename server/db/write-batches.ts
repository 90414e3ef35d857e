/**
 * Gathers what arrives in the same turn of the event loop and hands it to `write` together, at
 * most `most` at a time: under load the database does one round trip, and one flush to disk, for
 * many rows (decision 0041). `write` settles each item's own outcome, if anyone waits on one.
 */
export function writeBatches<Item>(write: (batch: Item[]) => Promise<void>, most: number) {
  const waiting: Item[] = []
  const writing = new Set<Promise<void>>()

  function flush() {
    const batch = waiting.splice(0, most)
    if (waiting.length > 0) setImmediate(flush)
    const written = write(batch).finally(() => writing.delete(written))
    writing.add(written)
  }

  return {
    add(...items: Item[]): void {
      if (waiting.length === 0) setImmediate(flush)
      waiting.push(...items)
    },
    /** Resolves once everything handed in so far is written (or has failed). */
    async drain(): Promise<void> {
      while (waiting.length > 0 || writing.size > 0) {
        if (waiting.length > 0) flush()
        await Promise.allSettled([...writing])
      }
    },
  }
}
