// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { linkTokens } from '../../server/mail/link-tokens.ts'

const tokens = linkTokens([{ id: 'k1', secret: 'a secret of the test’s own' }])
const now = new Date('2026-11-27T10:00:00Z')
const EMAIL = 'ana@example.com'

describe('a link’s token', () => {
  const token = tokens.sign('confirm', { email: EMAIL }, now)
  const [body = '', signature = ''] = token.split('.')

  it('reads as the address it was signed for, for its purpose only', () => {
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/)
    expect(tokens.read('confirm', token, now)).toEqual({ email: EMAIL })
    expect(tokens.read('leave', token, now)).toBeUndefined()
  })

  it('reads as nothing once anything but its own alphabet is in it, though it decodes alike', () => {
    const spaced = `${signature.slice(0, 10)} ${signature.slice(10, 20)}\t${signature.slice(20)}`
    const variants = [
      // Buffer's base64url decoding skips spaces, tabs and padding, and reads `+` as `-`.
      `${body}.${spaced}`,
      `${body}.${signature}=`,
      `${body}.${signature.replaceAll('-', '+').replaceAll('_', '/')}`,
      ` ${token}`,
      `${token}\n`,
      `${body.slice(0, 4)} ${body.slice(4)}.${signature}`,
      `${body}..${signature}`,
      `${body}.${signature}.`,
    ].filter((variant) => variant !== token)
    expect(variants.length).toBeGreaterThanOrEqual(7)
    for (const variant of variants)
      expect(tokens.read('confirm', variant, now), JSON.stringify(variant)).toBeUndefined()
  })

  it('reads as nothing when the last character of its signature differs only in the bits it drops', () => {
    // 43 characters hold 258 bits: the last one's two spare bits make four spellings of one signature.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const last = alphabet.indexOf(signature.at(-1) ?? 'A')
    const sameBytes = [1, 2, 3].map(
      (spare) => `${body}.${signature.slice(0, -1)}${alphabet[(last & ~3) | ((last + spare) & 3)]}`,
    )
    for (const variant of sameBytes) {
      expect(Buffer.from(variant.split('.')[1] ?? '', 'base64url')).toEqual(
        Buffer.from(signature, 'base64url'),
      )
      expect(tokens.read('confirm', variant, now)).toBeUndefined()
    }
  })
})
