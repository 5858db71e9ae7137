import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { decrypt } from 'http_ece';
import { describe, expect, it } from 'vitest';
import { encryptPayload, generateVapidKeys, vapidAuthorization } from './web-push';

/** A browser's subscription keys, with the private half a test may decrypt with. */
function subscriber() {
  const ecdh = createECDH('prime256v1');
  const p256dh = ecdh.generateKeys().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, keys: { p256dh, auth } };
}

describe('encryptPayload (RFC 8291, aes128gcm)', () => {
  it('is read back by an independent implementation (http_ece) with the subscriber private key, and only with it', () => {
    const { ecdh, keys } = subscriber();
    const message = JSON.stringify({ kind: 'message', values: { name: 'Ana', text: 'hola ¿qué tal? 💪' }, url: '/chat?c=d_1' });
    const body = encryptPayload(Buffer.from(message), keys);
    expect(body.readUInt32BE(16)).toBe(4096);
    expect(body.readUInt8(20)).toBe(65);
    expect(decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: keys.auth }).toString('utf8')).toBe(message);
    const stranger = subscriber();
    expect(() => decrypt(body, { version: 'aes128gcm', privateKey: stranger.ecdh, authSecret: keys.auth })).toThrow();
    // A fresh key and salt every time: the same message never encrypts the same way twice.
    expect(encryptPayload(Buffer.from(message), keys).equals(body)).toBe(false);
  });

  it('refuses a subscription key that is not a P-256 point', () => {
    const { keys } = subscriber();
    expect(() => encryptPayload(Buffer.from('x'), { ...keys, p256dh: Buffer.alloc(65, 7).toString('base64url') })).toThrow();
  });
});

describe('vapidAuthorization (RFC 8292)', () => {
  it("signs an ES256 JWT for the push service's origin that the public key verifies", () => {
    const vapid = { ...generateVapidKeys(), subject: 'mailto:push@fitchoice.app' };
    const now = Date.parse('2026-11-24T12:00:00Z');
    const header = vapidAuthorization('https://push.example.net/send/abc?x=1', vapid, now);
    const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header)!;
    expect(match[4]).toBe(vapid.publicKey);
    expect(JSON.parse(Buffer.from(match[1]!, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(JSON.parse(Buffer.from(match[2]!, 'base64url').toString())).toEqual({
      aud: 'https://push.example.net',
      exp: now / 1000 + 12 * 60 * 60,
      sub: 'mailto:push@fitchoice.app',
    });
    const point = Buffer.from(vapid.publicKey, 'base64url');
    const publicKey = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    const signed = Buffer.from(`${match[1]}.${match[2]}`);
    const signature = Buffer.from(match[3]!, 'base64url');
    expect(verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature)).toBe(true);
    expect(verify('sha256', Buffer.from(`${match[1]}.x`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature)).toBe(false);
  });
});
