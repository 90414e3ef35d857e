/**
 * A new key for one request the server must act on once however often it arrives (a sign-up, a
 * match email): a UUID wherever the page is a secure context, 32 random hex digits elsewhere.
 */
export function newIdempotencyKey(): string {
  if (crypto.randomUUID) return crypto.randomUUID()
  return [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
}
