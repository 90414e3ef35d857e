import { type OutboxEntry, outboxEntry } from '@contract/signup-payload.ts'
import { z } from 'zod/mini'
import { OUTBOX_STORAGE_KEY } from './pending-signups'

/** Hashes of the emails this browser has signed up with: enough to say "already", no more. */
const JOINED_STORAGE_KEY = 'restwell.waitlistJoined'

/** The outbox's memory: sign-ups not yet delivered, and which emails already joined. */
export type OutboxStore = {
  /** False where storage is refused (private modes, quota): sending then works without it. */
  available: boolean
  entries: () => OutboxEntry[]
  /** Saves the entry; false if it could not be saved. */
  put: (entry: OutboxEntry) => boolean
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

const keyOf = (entry: OutboxEntry) => entry.payload.idempotencyKey

/** An outbox store over `storage`; every operation is safe when storage is missing or full. */
export function outboxStore(storage: Storage | undefined): OutboxStore {
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
  const entries = (): OutboxEntry[] => {
    const stored = readJson(storage, OUTBOX_STORAGE_KEY)
    if (!Array.isArray(stored)) return []
    return stored.flatMap((item) => {
      const parsed = outboxEntry.safeParse(item)
      return parsed.success ? [parsed.data] : []
    })
  }
  const save = (next: OutboxEntry[]) => write(storage, OUTBOX_STORAGE_KEY, next)
  const joined = (): string[] => {
    const parsed = z.array(z.string()).safeParse(readJson(storage, JOINED_STORAGE_KEY))
    return parsed.success ? parsed.data : []
  }
  return {
    available: true,
    entries,
    put: (entry) => save([...entries().filter((other) => keyOf(other) !== keyOf(entry)), entry]),
    remove: (key) => {
      save(entries().filter((entry) => keyOf(entry) !== key))
    },
    markNeedsAttention: (key) => {
      const needsAttention: OutboxEntry['state'] = 'needs-attention'
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
