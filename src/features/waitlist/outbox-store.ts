import type { OutboxEntry } from '@contract/signup-payload.ts'
import { OUTBOX_STORAGE_KEY } from './pending-signups'

/** Hashes of the emails this browser has signed up with: enough to say "already", no more. */
const JOINED_STORAGE_KEY = 'restwell.waitlistJoined'

/**
 * What the store itself reads of a kept sign-up: its key, its email and its state. Whatever else
 * an entry holds is the reader's to check (`sendableEntry` for the outbox, which sends it; the
 * early-input script keeps entries as they are).
 */
export type StoredEnvelope = {
  payload: Pick<OutboxEntry['payload'], 'idempotencyKey'>
} & Pick<OutboxEntry, 'email' | 'state'>

/** How a store reads one stored item: the entry it is, or undefined for one damaged. */
export type ReadEntry<Entry extends StoredEnvelope> = (item: unknown) => Entry | undefined

/**
 * The outbox's memory: sign-ups not yet delivered, and which emails already joined. Its one format
 * is written here alone, by the outbox and the early-input script's keeper, each under the
 * outbox's storage lock (keep-signup.ts).
 */
export type OutboxStore<Entry extends StoredEnvelope = OutboxEntry> = {
  /** False where storage is refused (private modes, quota): sending then works without it. */
  available: boolean
  /** The entries the reader reads; a damaged one is left out, and dropped at the next write. */
  entries: () => Entry[]
  /** Saves the entry; false if it could not be saved. */
  put: (entry: Entry) => boolean
  remove: (key: string) => void
  markNeedsAttention: (key: string) => void
  joined: () => string[]
  addJoined: (emailHash: string) => void
}

/** localStorage, if this browser lets the site use it. */
export function usableLocalStorage(): Storage | undefined {
  try {
    const probe = 'restwell.probe'
    localStorage.setItem(probe, probe)
    localStorage.removeItem(probe)
    return localStorage
  } catch {
    return undefined
  }
}

function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null')
  } catch {
    return null // damaged by hand or by another script: start afresh
  }
}

function write(storage: Storage, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value))
    return true
  } catch {
    return false
  }
}

const keyOf = (entry: StoredEnvelope) => entry.payload.idempotencyKey

/**
 * An outbox store over `storage`, reading entries with `read`; every operation is safe when
 * storage is missing or full.
 */
export function outboxStore<Entry extends StoredEnvelope>(
  storage: Storage | undefined,
  read: ReadEntry<Entry>,
): OutboxStore<Entry> {
  if (!storage) {
    return {
      available: false,
      entries: () => [],
      put: () => false,
      remove: () => {},
      markNeedsAttention: () => {},
      joined: () => [],
      addJoined: () => {},
    }
  }
  const entries = (): Entry[] => {
    const stored = readJson(storage, OUTBOX_STORAGE_KEY)
    return Array.isArray(stored) ? stored.flatMap((item) => read(item) ?? []) : []
  }
  const save = (next: Entry[]) => write(storage, OUTBOX_STORAGE_KEY, next)
  const joined = (): string[] => {
    const stored = readJson(storage, JOINED_STORAGE_KEY)
    return Array.isArray(stored) ? stored.filter((hash) => typeof hash === 'string') : []
  }
  return {
    available: true,
    entries,
    put: (entry) => save([...entries().filter((other) => keyOf(other) !== keyOf(entry)), entry]),
    remove: (key) => {
      save(entries().filter((entry) => keyOf(entry) !== key))
    },
    markNeedsAttention: (key) => {
      const needsAttention: StoredEnvelope['state'] = 'needs-attention'
      save(
        entries().map((entry) =>
          keyOf(entry) === key ? { ...entry, state: needsAttention } : entry,
        ),
      )
    },
    joined,
    addJoined: (emailHash) => {
      if (!joined().includes(emailHash))
        write(storage, JOINED_STORAGE_KEY, [...joined(), emailHash])
    },
  }
}

/**
 * Whether `item` has the envelope the store reads: how the early-input script, which carries no
 * schema, reads entries. It keeps each as it is (the outbox checks the rest before sending).
 */
export function isStoredEnvelope(item: unknown): item is StoredEnvelope {
  if (typeof item !== 'object' || item === null) return false
  if (!('payload' in item && 'email' in item && 'state' in item)) return false
  const { payload, email, state } = item
  return (
    typeof payload === 'object' &&
    payload !== null &&
    'idempotencyKey' in payload &&
    typeof payload.idempotencyKey === 'string' &&
    typeof email === 'string' &&
    (state === 'pending' || state === 'needs-attention')
  )
}

/** Reads an entry as it is stored, when it has the store's envelope. */
export const storedEnvelope: ReadEntry<StoredEnvelope> = (item) =>
  isStoredEnvelope(item) ? item : undefined
