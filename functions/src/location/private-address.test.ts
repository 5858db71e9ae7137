import { describe, expect, it } from 'vitest';
import { isLocatableAddress } from './private-address';

describe('isLocatableAddress', () => {
  it.each([
    '8.8.8.8',
    '203.0.113.7',
    '172.15.255.255', // just below 172.16/12
    '172.32.0.1', // just above it
    '100.63.255.255', // just below 100.64/10
    '100.128.0.1', // just above it
    '192.169.0.1',
    '2001:4860:4860::8888',
    '2a00:1450:4001:81b::200e',
    '::ffff:8.8.8.8',
  ])('places the public address %s', (ip) => {
    expect(isLocatableAddress(ip)).toBe(true);
  });

  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['IPv4 loopback, anywhere in 127/8', '127.45.6.7'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.16.0.1'],
    ['private 172.16/12, its top', '172.31.255.254'],
    ['private 192.168/16', '192.168.1.20'],
    ['CGNAT 100.64/10', '100.64.0.1'],
    ['CGNAT 100.64/10, its top', '100.127.255.254'],
    ['IPv4 link-local', '169.254.10.20'],
    ['unspecified IPv4', '0.0.0.0'],
    ['IPv6 loopback', '::1'],
    ['unspecified IPv6', '::'],
    ['IPv6 unique local', 'fd12:3456:789a::1'],
    ['IPv6 unique local, fc00::/7 lower half', 'fc00::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local with a zone id', 'fe80::1%eth0'],
    ['IPv6 link-local in capitals', 'FE80::ABCD'],
    ['a private IPv4 written as IPv6', '::ffff:192.168.0.5'],
    ['a loopback IPv4 written as IPv6', '::ffff:127.0.0.1'],
    ['not an address', 'localhost'],
    ['empty', ''],
  ])('does not place %s (%s)', (_case, ip) => {
    expect(isLocatableAddress(ip)).toBe(false);
  });
});
