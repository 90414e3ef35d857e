/**
 * A new key for one request the server must act on once however often it arrives (a sign-up, a
 * match email): a random (version 4) UUID, as the server asks for one. Outside a secure context,
 * where `crypto.randomUUID` is missing, it is made from `crypto.getRandomValues` the same way.
 */
export function newIdempotencyKey(): string {
  if (crypto.randomUUID) return crypto.randomUUID()
  const hex = [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
  // RFC 9562: version 4 in the 13th digit, the variant's two bits (10) atop the 17th.
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16)
  const digits = `${hex.slice(0, 12)}4${hex.slice(13, 16)}${variant}${hex.slice(17)}`
  return [8, 12, 16, 20, 32]
    .map((end, index, ends) => digits.slice(index === 0 ? 0 : ends[index - 1], end))
    .join('-')
}
