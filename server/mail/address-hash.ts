import { createHmac } from 'node:crypto'
import { normalizedEmail } from '../../schemas/waitlist.schema.ts'
import { mailboxOf } from '../waitlist/mailbox.ts'
import { derivedKey, type WaitlistKey } from './waitlist-keys.ts'

/**
 * A mailbox as kept where the address itself must not be (who left the list, how often it was
 * mailed): an HMAC with a key derived from the waitlist's secret (decision 0047), so the list of
 * hashes cannot be checked against a list of addresses without that secret.
 */
export function addressHasher(key: WaitlistKey): (email: string) => string {
  const secret = derivedKey(key, 'address hashes')
  return (email) => createHmac('sha256', secret).update(mailboxOf(email)).digest('hex')
}

/**
 * How addresses were hashed before decision 0047: with the salt the database made, over the
 * address lower-cased. Departures kept so are still recognized.
 */
export function saltedHasher(salt: string): (email: string) => string {
  return (email) => createHmac('sha256', salt).update(normalizedEmail(email)).digest('hex')
}
