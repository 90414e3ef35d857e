import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether `presented` is the admin token, compared in constant time (over digests, so not even
 * the token's length leaks).
 */
export function isAdminToken(presented: string, token: string): boolean {
  return timingSafeEqual(digest(presented), digest(token)) && presented !== ''
}

/** Whether an Authorization header carries the admin token (`Bearer <token>`). */
export function carriesAdminToken(authorization: string | undefined, token: string): boolean {
  return isAdminToken(/^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '', token)
}
