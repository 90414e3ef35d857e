/**
 * A stable, one-way digest of an email, as the outbox keeps "this browser joined with it"
 * (SHA-256 in hex): the same for the app's outbox and the early-input script's keeper. Outside a
 * secure context, where `crypto.subtle` is missing, a plain 32-bit hash stands in.
 */
export async function emailDigest(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email)
  if (!crypto.subtle) return String(bytes.reduce((hash, byte) => (hash * 31 + byte) >>> 0, 7))
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
