import { createHash } from 'node:crypto'
import canonicalize from 'canonicalize'
import type { AcceptedSignup } from './signup-rules.ts'

/**
 * What tells a retry from a key reused for another sign-up: a SHA-256 of the accepted sign-up
 * in canonical JSON (RFC 8785, so the order of its keys does not count), its key left out.
 */
export function signupFingerprint(signup: AcceptedSignup): string {
  const { idempotencyKey: _key, ...content } = signup
  return createHash('sha256')
    .update(canonicalize(content) ?? '')
    .digest('hex')
}
