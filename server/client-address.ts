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

/** A client's bucket in the rate limits: its key, and how many times the limit it holds. */
export type AddressBucket = { key: string; scale: number }

/**
 * The wider networks a client also counts in, with the share of the limit each holds (decision
 * 0045): an IPv6 /56 (one home or small office's allocation) holds 3 clients' worth, a /48 (one
 * site's) 10; an IPv4 /24 (the least block that is routed on its own) 10 addresses' worth.
 */
const WIDER_NETWORKS = {
  ipv6: [
    { bits: 56, scale: 3 },
    { bits: 48, scale: 10 },
  ],
  ipv4: [{ bits: 24, scale: 10 }],
}

/**
 * The rate limit's bucket for an address: an IPv4 address as is (also when written as IPv6,
 * `::ffff:1.2.3.4`), an IPv6 address as its /64, the least one home or phone is given, so a
 * client cannot walk around the limit through its own addresses. Anything else as it came.
 */
export function addressBucket(written: string): string {
  return addressBuckets(written)[0]?.key ?? ''
}

/**
 * Every bucket an address counts in, narrowest first: its own (addressBucket), then the wider
 * networks around it, each with a larger share of the limit (WIDER_NETWORKS). Anything that is
 * not an address has its own bucket only.
 */
export function addressBuckets(written: string): AddressBucket[] {
  const address = withoutPort(written.trim())
  if (!isIP(address)) return [{ key: address.slice(0, 100), scale: 1 }]
  const parsed = ipaddr.process(address)
  if (parsed instanceof ipaddr.IPv4)
    return [
      { key: parsed.toString(), scale: 1 },
      ...WIDER_NETWORKS.ipv4.map(({ bits, scale }) => ({
        key: `${ipaddr.IPv4.networkAddressFromCIDR(`${parsed}/${bits}`)}/${bits}`,
        scale,
      })),
    ]
  // Its parts only: a zone (`%eth0`) names no network.
  const bare = new ipaddr.IPv6(parsed.parts).toNormalizedString()
  const networkOf = (bits: number) =>
    `${ipaddr.IPv6.networkAddressFromCIDR(`${bare}/${bits}`).toRFC5952String()}/${bits}`
  return [
    { key: networkOf(64), scale: 1 },
    ...WIDER_NETWORKS.ipv6.map(({ bits, scale }) => ({ key: networkOf(bits), scale })),
  ]
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
