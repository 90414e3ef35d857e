import { hkdfSync } from 'node:crypto'

/**
 * One of the waitlist's secrets: the links' signing key and the address hashes' key are derived
 * from it (decision 0047). `id` goes into every token signed with it, so a token names its key.
 */
export type WaitlistKey = { id: string; secret: string }

/** The keys in use: the first signs, every one of them is checked. */
export type Keyring = readonly [WaitlistKey, ...WaitlistKey[]]

/** What a key is derived for: each use has a key of its own (HKDF's `info`). */
export type KeyUse = 'link tokens' | 'address hashes'

/** The key for `use` derived from `key` with HKDF-SHA256: 32 bytes. */
export function derivedKey(key: WaitlistKey, use: KeyUse): Buffer {
  return Buffer.from(hkdfSync('sha256', key.secret, '', `restwell waitlist ${use}`, 32))
}

/** The fewest characters a secret may have: 24 random bytes in base64url, 192 bits. */
export const LEAST_SECRET_CHARACTERS = 32

const KEY_ID = /^[A-Za-z0-9_-]{1,16}$/

/** The command the start-up line offers for making a secret. */
const MAKE_ONE = `node -e "console.log('k1:' + require('crypto').randomBytes(32).toString('base64url'))"`

/** `id:secret`, checked; the secret is never quoted back. */
function keyOf(name: string, setting: string): WaitlistKey {
  const colon = setting.indexOf(':')
  const id = setting.slice(0, colon)
  const secret = setting.slice(colon + 1)
  if (colon < 0 || !KEY_ID.test(id))
    throw new Error(
      `${name} must be a key id and a secret, as k1:<secret> (the id: up to 16 letters, digits, - or _); make one with ${MAKE_ONE}`,
    )
  if (secret.length < LEAST_SECRET_CHARACTERS)
    throw new Error(
      `${name}'s secret (after "${id}:") must be at least ${LEAST_SECRET_CHARACTERS} characters; make one with ${MAKE_ONE}`,
    )
  return { id, secret }
}

/**
 * WAITLIST_SECRET (the key that signs, `id:secret`) and WAITLIST_SECRET_PREVIOUS (keys whose
 * tokens still work, comma-separated), the current key first. Required in production; elsewhere,
 * unset, the database makes a key (mail-secrets.ts).
 */
export function waitlistKeysFrom(env: NodeJS.ProcessEnv, production: boolean): Keyring | undefined {
  const current = env.WAITLIST_SECRET?.trim() ?? ''
  const previous = env.WAITLIST_SECRET_PREVIOUS?.trim() ?? ''
  if (!current) {
    if (production)
      throw new Error(
        `WAITLIST_SECRET is required in production (it signs the links in emails); make one with ${MAKE_ONE}`,
      )
    if (previous) throw new Error('WAITLIST_SECRET_PREVIOUS needs WAITLIST_SECRET beside it')
    return undefined
  }
  const keys: Keyring = [
    keyOf('WAITLIST_SECRET', current),
    ...previous
      .split(',')
      .map((setting) => setting.trim())
      .filter(Boolean)
      .map((setting) => keyOf('WAITLIST_SECRET_PREVIOUS', setting)),
  ]
  const ids = keys.map((key) => key.id)
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index)
  if (repeated)
    throw new Error(
      `WAITLIST_SECRET and WAITLIST_SECRET_PREVIOUS name the key id "${repeated}" twice`,
    )
  return keys
}
