import { isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import ipaddr from 'ipaddr.js'

/**
 * The address the proxies' `hops` from the right wrote into X-Forwarded-For: the proxy nearest
 * the app wrote the last entry, so with two proxies the client is the one before it. With fewer
 * entries than hops, the first one (the request skipped a proxy). Entries further left are the
 * client's to invent.
 */
export function forwardedAddress(header: string | undefined, hops: number): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.at(-Math.min(hops, entries.length))
}

/**
 * The address without the port some proxies write with it (`1.2.3.4:5678`, `[2001:db8::1]:5678`):
 * a new port per connection would be a new client per connection.
 */
function withoutPort(address: string): string {
  return (
    /^\[([^\]]+)\](?::\d+)?$/.exec(address)?.[1] ??
    /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address)?.[1] ??
    address
  )
}

/**
 * The rate limit's bucket for an address: an IPv4 address as is (also when written as IPv6,
 * `::ffff:1.2.3.4`), an IPv6 address as its /64, the least one home or phone is given, so a
 * client cannot walk around the limit through its own addresses. Anything else as it came.
 */
export function addressBucket(written: string): string {
  const address = withoutPort(written.trim())
  if (!isIP(address)) return address.slice(0, 100)
  const parsed = ipaddr.process(address)
  if (parsed instanceof ipaddr.IPv4) return parsed.toString()
  const network = new ipaddr.IPv6([...parsed.parts.slice(0, 4), 0, 0, 0, 0])
  return `${network.toRFC5952String()}/64`
}

/** Whether an address is this machine's own: 127.0.0.0/8, ::1, or ::ffff:127.x.x.x. */
export function isLoopback(address: string | undefined): boolean {
  return Boolean(address && isIP(address) && ipaddr.process(address).range() === 'loopback')
}

/** The address of the connection itself (the socket's), never a header. */
export function nodeSocketAddress(c: Context): string | undefined {
  return getConnInfo(c).remote.address
}

/**
 * The client's address on Node: the socket's, or behind `trustedHops` reverse proxies
 * (TRUST_PROXY), the X-Forwarded-For entry that many hops from the right. Without TRUST_PROXY, a
 * request carrying X-Forwarded-For gets `warn` called once: behind a proxy, every visitor would
 * share the proxy's address and so one rate limit.
 */
export function nodeClientAddress(trustedHops: number, warn = console.warn) {
  let warned = false
  return (c: Context): string => {
    const header = c.req.header('x-forwarded-for')
    if (trustedHops === 0 && header !== undefined && !warned) {
      warned = true
      warn(
        'A request came through a proxy (X-Forwarded-For), but TRUST_PROXY is not set: every client counts as the proxy for the rate limit. Set TRUST_PROXY to the number of proxies in front.',
      )
    }
    const forwarded = trustedHops > 0 ? forwardedAddress(header, trustedHops) : undefined
    return forwarded || nodeSocketAddress(c) || 'unknown'
  }
}
