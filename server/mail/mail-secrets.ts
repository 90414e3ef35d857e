import type { Queryable } from '../db/database.ts'
import { serverSecret } from '../db/server-secrets.ts'
import { addressHasher, saltedHasher } from './address-hash.ts'
import { type LinkTokens, linkTokens } from './link-tokens.ts'
import type { Keyring } from './waitlist-keys.ts'

export type MailSecrets = {
  tokens: () => Promise<LinkTokens>
  /** The mailbox's hash under the current key: what is written (departures, mail limits). */
  hashAddress: (email: string) => Promise<string>
  /** Every hash the mailbox may have been kept under: each key's, then the old salt's. */
  knownHashes: (email: string) => Promise<string[]>
}

/** The id of the key the database makes where WAITLIST_SECRET is not set (outside production). */
export const DATABASE_KEY_ID = 'db'

/** Runs `make` once, and again after a failure (the database away). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined
  return () => {
    made ??= make()
    made.catch(() => {
      made = undefined
    })
    return made
  }
}

/**
 * The links' signing keys and the mailboxes' hash keys, derived from `keys` (WAITLIST_SECRET and
 * WAITLIST_SECRET_PREVIOUS); without them (outside production), from a secret the database makes,
 * read once per process (decision 0047).
 */
export function mailSecrets(db: Queryable, keys?: Keyring): MailSecrets {
  const keyring = once(
    async (): Promise<Keyring> =>
      keys ?? [{ id: DATABASE_KEY_ID, secret: await serverSecret(db, 'link-signing-key') }],
  )
  const hashers = once(async () => {
    const [current, ...previous] = await keyring()
    return [addressHasher(current), ...previous.map(addressHasher)] as const
  })
  // The salt of before decision 0047, only read: a database that never had one makes none.
  const oldSalt = once(async () => {
    const row = await db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'address-salt')
      .executeTakeFirst()
    return row ? saltedHasher(row.value) : undefined
  })
  return {
    tokens: once(async () => linkTokens(await keyring())),
    async hashAddress(email) {
      const [current] = await hashers()
      return current(email)
    },
    async knownHashes(email) {
      const salted = await oldSalt()
      return [...(await hashers()), ...(salted ? [salted] : [])].map((hash) => hash(email))
    },
  }
}
