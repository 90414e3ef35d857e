import type { Queryable } from '../db/database.ts'
import { serverSecret } from '../db/server-secrets.ts'
import { addressHasher } from './address-hash.ts'
import { type LinkTokens, linkTokens } from './link-tokens.ts'

export type MailSecrets = {
  tokens: () => Promise<LinkTokens>
  hashAddress: (email: string) => Promise<string>
}

/** The links' signing key and the addresses' salt, read from the database once per process. */
export function mailSecrets(db: Queryable): MailSecrets {
  let tokens: Promise<LinkTokens> | undefined
  let hasher: Promise<(email: string) => string> | undefined
  return {
    tokens() {
      tokens ??= serverSecret(db, 'link-signing-key').then(linkTokens)
      tokens.catch(() => {
        tokens = undefined
      })
      return tokens
    },
    async hashAddress(email) {
      hasher ??= serverSecret(db, 'address-salt').then(addressHasher)
      hasher.catch(() => {
        hasher = undefined
      })
      return (await hasher)(email)
    },
  }
}
