import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

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
  purpose: z.enum(['confirm', 'leave', 'status']),
  email: z.string(),
  /** Seconds since 1970 after which the link no longer works; absent: never. */
  expires: z.number().int().optional(),
})
type TokenBody = z.infer<typeof tokenBody>

export type LinkTokens = {
  /** A token for `email`, signed, expiring its purpose's days after `now` (LINK_DAYS). */
  sign: (purpose: LinkPurpose, email: string, now: Date) => string
  /** The address a token was signed for, if it is ours, for this purpose, and not expired at `now`. */
  read: (purpose: LinkPurpose, token: string, now: Date) => string | undefined
}

/**
 * A token as `sign` writes it, and nothing else: base64url, a dot, then the 32 bytes of its
 * signature as 43 characters. Buffer's base64url decoding skips what is not of its alphabet
 * (spaces, `+`, `=`) and ignores a last character's spare bits, so a token is checked as text.
 */
const TOKEN = /^([\w-]+)\.([\w-]{43})$/

/**
 * Signed links (HMAC-SHA256 with the database's secret): the address and the purpose in the
 * clear, base64url, then the signature. A forged, altered or expired token reads as nothing,
 * and so does one written any other way than `sign` writes it.
 */
export function linkTokens(secret: string): LinkTokens {
  const signatureOf = (body: string) => createHmac('sha256', secret).update(body).digest()
  return {
    sign(purpose, email, now) {
      const content: TokenBody = { purpose, email }
      const days = LINK_DAYS[purpose]
      if (days !== undefined) content.expires = Math.floor(now.getTime() / 1000) + days * 86_400
      const body = Buffer.from(JSON.stringify(content)).toString('base64url')
      return `${body}.${signatureOf(body).toString('base64url')}`
    },
    read(purpose, token, now) {
      const [, body = '', signature = ''] = TOKEN.exec(token) ?? []
      if (!body) return undefined
      // Both 43 ASCII characters: compared as written, in constant time.
      const given = Buffer.from(signature)
      const expected = Buffer.from(signatureOf(body).toString('base64url'))
      if (!timingSafeEqual(given, expected)) return undefined
      let parsed: unknown
      try {
        parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
      } catch {
        return undefined
      }
      const content = tokenBody.safeParse(parsed)
      if (!content.success || content.data.purpose !== purpose) return undefined
      const { expires, email } = content.data
      if (expires !== undefined && now.getTime() / 1000 > expires) return undefined
      return email
    },
  }
}
