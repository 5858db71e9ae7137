// Whether an IP address is one the IP lookup services could place: not a private, loopback,
// link-local, CGNAT or unspecified address (what the local runtime and a LAN see), which no
// service can locate, so the server answers "unknown" without asking anyone.
import { BlockList, isIPv4, isIPv6 } from 'node:net';

const UNLOCATABLE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.168.0.0', 16], // private
] as const) {
  UNLOCATABLE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local (private)
  ['fe80::', 10], // link-local
] as const) {
  UNLOCATABLE.addSubnet(network, prefix, 'ipv6');
}

/** True for an address a lookup service could place; false for the ranges above and for anything that is not an IP. */
export function isLocatableAddress(ip: string): boolean {
  const address = ip.trim().toLowerCase().split('%')[0]!; // a zone id (fe80::1%eth0) names no place
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped !== undefined) return isIPv4(mapped) && !UNLOCATABLE.check(mapped, 'ipv4');
  if (isIPv4(address)) return !UNLOCATABLE.check(address, 'ipv4');
  if (isIPv6(address)) return !UNLOCATABLE.check(address, 'ipv6');
  return false;
}
