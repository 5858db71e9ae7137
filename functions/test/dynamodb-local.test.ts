// DynamoDB Local takes any credentials, so it listens on loopback only, whatever address the app's
// own server is given: read from the kernel's socket table, and tried from the machine's other addresses.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, inject, it } from 'vitest';

/** The local addresses of the sockets listening on `port`, as the kernel lists them (hex, as in /proc/net). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A')
      .map((fields) => fields[1]!.slice(0, fields[1]!.lastIndexOf(':'))),
  );
}

/** 127.0.0.1 as IPv4 (little-endian) or IPv4-mapped IPv6, or ::1. */
const LOOPBACK = /^(0100007F|0000000000000000FFFF00000100007F|00000000000000000000000001000000)$/;

function tryConnect(host: string, port: number): Promise<'connected' | string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
  });
}

describe('DynamoDB Local', () => {
  it('listens on loopback only', async () => {
    const port = Number(new URL(inject('dynamodbEndpoint')).port);
    const addresses = listeningAddresses(port);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address).toMatch(LOOPBACK);
    expect(await tryConnect('127.0.0.1', port)).toBe('connected');
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((nic) => nic && !nic.internal && nic.family === 'IPv4')
      .map((nic) => nic!.address);
    for (const other of others) expect(await tryConnect(other, port), other).toBe('ECONNREFUSED');
  });
});
