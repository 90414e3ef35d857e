// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  addressBucket,
  addressBuckets,
  forwardedAddress,
  isLoopback,
} from '../../server/client-address.ts'

describe('the rate limit’s bucket for an address', () => {
  it('is an IPv6 address’s /64, however the address is written', () => {
    const oneNetwork = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0007',
      '2001:db8:1:2::9%eth0',
    ]
    expect(new Set(oneNetwork.map(addressBucket))).toEqual(new Set(['2001:db8:1:2::/64']))
    expect(addressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
  })

  it('is an IPv4 address itself, also when it comes as IPv4-mapped IPv6', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7')
    expect(addressBucket('203.0.113.8')).toBe('203.0.113.8')
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressBucket('::FFFF:cb00:7107')).toBe('203.0.113.7')
  })

  it('leaves out a port a proxy wrote with the address', () => {
    expect(addressBucket('203.0.113.7:51234')).toBe('203.0.113.7')
    expect(addressBucket('[2001:db8:1:2::1]:51234')).toBe('2001:db8:1:2::/64')
    expect(addressBucket('[2001:db8:1:2::1]')).toBe('2001:db8:1:2::/64')
  })

  it('is anything else as it came, cut short', () => {
    expect(addressBucket('unknown')).toBe('unknown')
    expect(addressBucket('x'.repeat(500))).toHaveLength(100)
  })
})

describe('the wider networks an address also counts in', () => {
  it('are an IPv6 address’s /56 and /48, holding 3 and 10 times the limit of its /64', () => {
    for (const written of [
      '2001:db8:1:2ff::1',
      '[2001:0DB8:0001:02FF::9]:443',
      '2001:db8:1:2ff::9%eth0',
    ])
      expect(addressBuckets(written), written).toEqual([
        { key: '2001:db8:1:2ff::/64', scale: 1 },
        { key: '2001:db8:1:200::/56', scale: 3 },
        { key: '2001:db8:1::/48', scale: 10 },
      ])
  })

  it('are an IPv4 address’s /24, holding 10 times the limit of the address, mapped or not', () => {
    for (const written of ['203.0.113.7', '::ffff:203.0.113.7', '203.0.113.7:51234'])
      expect(addressBuckets(written), written).toEqual([
        { key: '203.0.113.7', scale: 1 },
        { key: '203.0.113.0/24', scale: 10 },
      ])
  })

  it('are none for what is not an address', () => {
    expect(addressBuckets('unknown')).toEqual([{ key: 'unknown', scale: 1 }])
  })
})

describe('the client’s address behind TRUST_PROXY proxies', () => {
  const header = '198.51.100.1, 198.51.100.2,198.51.100.3'

  it('is the X-Forwarded-For entry as many hops from the right as there are proxies', () => {
    expect(forwardedAddress(header, 1)).toBe('198.51.100.3')
    expect(forwardedAddress(header, 2)).toBe('198.51.100.2')
    expect(forwardedAddress(header, 3)).toBe('198.51.100.1')
  })

  it('is the first entry when there are fewer than hops, and none without the header', () => {
    expect(forwardedAddress(header, 5)).toBe('198.51.100.1')
    expect(forwardedAddress(undefined, 1)).toBeUndefined()
    expect(forwardedAddress(' , ', 1)).toBeUndefined()
  })
})

describe('a loopback address (who may use the local token)', () => {
  it('is 127.0.0.0/8, ::1 and ::ffff:127.x, in any notation', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
    ])
      expect(isLoopback(address), address).toBe(true)
  })

  it('is no other address, and not an unknown one', () => {
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', '::', 'localhost', ''])
      expect(isLoopback(address), address).toBe(false)
    expect(isLoopback(undefined)).toBe(false)
  })
})
