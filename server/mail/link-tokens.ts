import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { derivedKey, type Keyring } from './waitlist-keys.ts'

/**
 * What a link in an email lets its reader do: confirm the address, take it off the list, or see
 * its place in line.
 */
export type LinkPurpose = 'confirm' | 'leave' | 'status'

/** How long a confirmation link works (issue 33). A leave link never expires. */
export const CONFIRM_LINK_DAYS = 7
/** How long the link to a place in line works: long past a launch, and not for ever. */
export const STATUS_LINK_DAYS = 365

/** The days a link of each purpose works; a purpose not here never expires. */
const LINK_DAYS: Partial<Record<LinkPurpose, number>> = {
  confirm: CONFIRM_LINK_DAYS,
  status: STATUS_LINK_DAYS,
}

const tokenBody = z.object({
  /** The key it was signed with (waitlist-keys.ts). */
  kid: z.string(),
  purpose: z.enum(['confirm', 'leave', 'status']),
  email: z.string(),
  /** A confirmation's sign-up, by its Idempotency-Key: the one the link confirms (decision 0046). */
  signup: z.string().optional(),
  /** Seconds since 1970 after which the link no longer works; absent: never. */
  expires: z.number().int().optional(),
})
type TokenBody = z.infer<typeof tokenBody>

/** What a token, once read, was signed for. */
export type LinkToken = Pick<TokenBody, 'email' | 'signup'>

export type LinkTokens = {
  /** A token for `email`, signed, expiring its purpose's days after `now` (LINK_DAYS). */
  sign: (purpose: LinkPurpose, link: LinkToken, now: Date) => string
  /** What a token was signed for, if it is ours, for this purpose, and not expired at `now`. */
  read: (purpose: LinkPurpose, token: string, now: Date) => LinkToken | undefined
}

/**
 * A token as `sign` writes it, and nothing else: base64url, a dot, then the 32 bytes of its
 * signature as 43 characters. Buffer's base64url decoding skips what is not of its alphabet
 * (spaces, `+`, `=`) and ignores a last character's spare bits, so a token is checked as text.
 */
const TOKEN = /^([\w-]+)\.([\w-]{43})$/

/**
 * Signed links (HMAC-SHA256 with a key derived from the first of `keys`): the address, the
 * purpose and the key's id in the clear, base64url, then the signature. A token of any of `keys`
 * is read, so a key can be replaced without breaking live links (decision 0047). A forged,
 * altered or expired token, one of a key not among them, or one written any other way than
 * `sign` writes it, reads as nothing.
 */
export function linkTokens(keys: Keyring): LinkTokens {
  const signing = new Map(keys.map((key) => [key.id, derivedKey(key, 'link tokens')]))
  const [current] = keys
  const currentKey = derivedKey(current, 'link tokens')
  const signatureOf = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest()
  return {
    sign(purpose, { email, signup }, now) {
      const content: TokenBody = { kid: current.id, purpose, email, ...(signup ? { signup } : {}) }
      const days = LINK_DAYS[purpose]
      if (days !== undefined) content.expires = Math.floor(now.getTime() / 1000) + days * 86_400
      const body = Buffer.from(JSON.stringify(content)).toString('base64url')
      return `${body}.${signatureOf(currentKey, body).toString('base64url')}`
    },
    read(purpose, token, now) {
      const [, body = '', signature = ''] = TOKEN.exec(token) ?? []
      if (!body) return undefined
      let parsed: unknown
      try {
        parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
      } catch {
        return undefined
      }
      // The key id is read before the signature is checked: it only chooses the key to check with.
      const content = tokenBody.safeParse(parsed)
      const key = content.success ? signing.get(content.data.kid) : undefined
      if (!content.success || !key) return undefined
      // Both 43 ASCII characters: compared as written, in constant time.
      const given = Buffer.from(signature)
      const expected = Buffer.from(signatureOf(key, body).toString('base64url'))
      if (!timingSafeEqual(given, expected)) return undefined
      const { expires, email, signup } = content.data
      if (content.data.purpose !== purpose) return undefined
      if (expires !== undefined && now.getTime() / 1000 > expires) return undefined
      return { email, signup }
    },
  }
}
