import { createHash } from 'node:crypto'
import canonicalize from 'canonicalize'
import type { SignupPayload } from '../../contract/signup-payload.ts'

/**
 * What tells a retry from a key reused for another sign-up: a SHA-256 of the sign-up as it was
 * sent, in canonical JSON (RFC 8785, so the order of its keys does not count), its key left out.
 * As sent, not as the rules read it: a retry after a deploy that changed the form's fields is
 * still the same sign-up.
 */
export function signupFingerprint(payload: SignupPayload): string {
  const { idempotencyKey: _key, ...content } = payload
  return createHash('sha256')
    .update(canonicalize(content) ?? '')
    .digest('hex')
}
