// The network a login failure counts against. An IPv4 address is one subscriber (or one gym's
// NAT); an IPv6 subscriber is usually handed a whole /64, so counting per IPv6 address would let
// one attacker rotate through 2^64 of them. IPv6 failures therefore count per /64 prefix.
import { isIPv4, isIPv6 } from 'node:net';

export function throttleNetwork(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (isIPv4(address) || !isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight hextets of an IPv6 address, without leading zeros ('::' expanded; a trailing IPv4 part converted). */
function expandIPv6(address: string): string[] {
  let text = address.split('%')[0]!; // drop a zone id (fe80::1%eth0)
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((hextet) => Number.parseInt(hextet, 16).toString(16));
}

/** The machine itself (127.0.0.0/8, ::1): the local runtime's own user; never a client of a deployment. */
export function isLoopback(ip: string): boolean {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.)/, '');
  return address === '::1' || (isIPv4(address) && address.startsWith('127.'));
}
