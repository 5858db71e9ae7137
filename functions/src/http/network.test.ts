import { describe, expect, it } from 'vitest';
import { isLoopback, throttleNetwork } from './network';

describe('throttleNetwork', () => {
  it('counts an IPv4 address by itself', () => {
    expect(throttleNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleNetwork('203.0.113.8')).not.toBe(throttleNetwork('203.0.113.7'));
  });

  it('puts every address of one IPv6 /64 together, however it is written', () => {
    const network = throttleNetwork('2001:db8:1:2::1');
    expect(network).toBe('2001:db8:1:2::/64');
    expect(throttleNetwork('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe(network);
    expect(throttleNetwork('2001:DB8:1:2:0:0:0:abcd')).toBe(network);
  });

  it('keeps different /64 prefixes apart', () => {
    expect(throttleNetwork('2001:db8:1:3::1')).not.toBe(throttleNetwork('2001:db8:1:2::1'));
    expect(throttleNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address, and handles zone ids and embedded IPv4', () => {
    expect(throttleNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(throttleNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(throttleNetwork('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
    expect(throttleNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves something that is not an address as it is (it still counts, by itself)', () => {
    expect(throttleNetwork('unknown')).toBe('unknown');
  });
});

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::2', false],
    ['2001:db8::1', false],
    ['unknown', false],
  ])('%s -> %s', (ip, expected) => {
    expect(isLoopback(ip)).toBe(expected);
  });
});
