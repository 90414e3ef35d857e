import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether an Authorization header carries the admin token, compared in constant time (over
 * digests, so not even the token's length leaks).
 */
export function carriesAdminToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? ''
  return timingSafeEqual(digest(presented), digest(token)) && presented !== ''
}
