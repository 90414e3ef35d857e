import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The client's address on Node: the socket's, or behind one reverse proxy (TRUST_PROXY), the
 * address that proxy added last to X-Forwarded-For (earlier entries are the client's to invent).
 */
export function nodeClientAddress(trustProxy: boolean) {
  return (c: Context): string => {
    const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() : ''
    return forwarded || getConnInfo(c).remote.address || 'unknown'
  }
}
