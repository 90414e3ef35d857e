import { createHmac } from 'node:crypto'
import { normalizedEmail } from '../../schemas/waitlist.schema.ts'

/**
 * An address as kept where the address itself must not be (who left the list, how often an
 * address was mailed): an HMAC with the database's salt, so the list of hashes cannot be checked
 * against a list of addresses without it.
 */
export function addressHasher(salt: string): (email: string) => string {
  return (email) => createHmac('sha256', salt).update(normalizedEmail(email)).digest('hex')
}
