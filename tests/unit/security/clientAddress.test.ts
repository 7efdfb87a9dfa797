import { describe, expect, it } from 'vitest'

import { clientAddressOf } from '../../../server/clientAddress'

describe('clientAddressOf', () => {
  it('with no trusted proxy, is the connection: a forged X-Forwarded-For changes nothing', () => {
    for (const forged of [undefined, '', '198.51.100.1', '198.51.100.1, 198.51.100.2', ['1.1.1.1', '2.2.2.2']])
      expect(clientAddressOf('203.0.113.7', forged, 0)).toBe('203.0.113.7')
    expect(clientAddressOf('::ffff:203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7')
    expect(clientAddressOf(undefined, '198.51.100.1', 0)).toBe('unknown')
  })

  it('with one trusted proxy, is the address that proxy saw, whatever the client wrote left of it', () => {
    // nginx appends the address it saw ($proxy_add_x_forwarded_for) and connects from 10.0.0.2.
    expect(clientAddressOf('10.0.0.2', '203.0.113.7', 1)).toBe('203.0.113.7')
    expect(clientAddressOf('10.0.0.2', '198.51.100.1, 203.0.113.7', 1)).toBe('203.0.113.7')
    expect(clientAddressOf('10.0.0.2', 'anything, at all, 203.0.113.7', 1)).toBe('203.0.113.7')
    // Repeated headers are one list, in order.
    expect(clientAddressOf('10.0.0.2', ['198.51.100.1', '203.0.113.7'], 1)).toBe('203.0.113.7')
    expect(clientAddressOf('::ffff:10.0.0.2', '::ffff:203.0.113.7', 1)).toBe('203.0.113.7')
  })

  it('with two trusted proxies, is the address the outer one saw', () => {
    // CDN (saw 203.0.113.7) → nginx (saw the CDN, 192.0.2.9) → app (connected from nginx).
    expect(clientAddressOf('10.0.0.2', '198.51.100.1, 203.0.113.7, 192.0.2.9', 2)).toBe('203.0.113.7')
  })

  it('with fewer hops than trusted proxies (a request straight to the server), is the leftmost there is', () => {
    expect(clientAddressOf('203.0.113.7', undefined, 1)).toBe('203.0.113.7')
    expect(clientAddressOf('203.0.113.7', '', 1)).toBe('203.0.113.7')
    expect(clientAddressOf('10.0.0.2', '203.0.113.7', 3)).toBe('203.0.113.7')
  })

  it('counts an IPv6 client by its /64, however the address is written', () => {
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002::7',
      '2001:db8:1:2::1%eth0',
    ])
      expect(clientAddressOf(address, undefined, 0), address).toBe('2001:db8:1:2::/64')
    expect(clientAddressOf('2001:db8:1:3::1', undefined, 0)).toBe('2001:db8:1:3::/64')
    expect(clientAddressOf('::1', undefined, 0)).toBe('0:0:0:0::/64')
    expect(clientAddressOf('10.0.0.2', '2001:db8::a:1', 1)).toBe('2001:db8:0:0::/64')
  })

  it('drops a port a proxy appended', () => {
    expect(clientAddressOf('10.0.0.2', '203.0.113.7:5123', 1)).toBe('203.0.113.7')
    expect(clientAddressOf('10.0.0.2', '[2001:db8:1:2::1]:5123', 1)).toBe('2001:db8:1:2::/64')
  })
})
