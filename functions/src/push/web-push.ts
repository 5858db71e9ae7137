// Web Push with node:crypto alone: the payload encrypted for the subscription (RFC 8291,
// aes128gcm), the request signed for the push service (RFC 8292, VAPID, an ES256 JWT), and the
// POST to the subscription's endpoint. The `web-push` package did the same with ~110 KB of
// bundled dependencies (bn.js, asn1.js, jws, a proxy agent), which put four handlers over the
// 300 KB budget.
import {
  createCipheriv,
  createECDH,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  sign,
} from 'node:crypto';
import { request } from 'node:https';

export interface VapidKeys {
  /** The uncompressed P-256 point (65 bytes), base64url: what the browser subscribes with. */
  publicKey: string;
  /** The private scalar (32 bytes), base64url. */
  privateKey: string;
}

export interface PushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  vapid: VapidKeys & { subject: string };
  /** Seconds the push service keeps the message for an offline device. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  timeoutMs: number;
}

/** One record holds the whole payload (a push message is at most 4 KB). */
const RECORD_SIZE = 4096;
/** How long the VAPID signature is valid (RFC 8292: at most 24 hours). */
const JWT_LIFETIME_SECONDS = 12 * 60 * 60;

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const fromB64url = (text: string) => Buffer.from(text, 'base64url');

export function generateVapidKeys(): VapidKeys {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    publicKey: b64url(Buffer.concat([Buffer.from([4]), fromB64url(jwk.x!), fromB64url(jwk.y!)])),
    privateKey: jwk.d!,
  };
}

/** The VAPID Authorization header for a push service: `vapid t=<ES256 JWT>, k=<public key>`. */
export function vapidAuthorization(endpoint: string, vapid: VapidKeys & { subject: string }, nowMs: number): string {
  const point = fromB64url(vapid.publicKey);
  const key = createPrivateKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)), d: vapid.privateKey },
    format: 'jwk',
  });
  const header = b64url(Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'ES256' })));
  const claims = b64url(
    Buffer.from(
      JSON.stringify({ aud: new URL(endpoint).origin, exp: Math.floor(nowMs / 1000) + JWT_LIFETIME_SECONDS, sub: vapid.subject }),
    ),
  );
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' });
  return `vapid t=${header}.${claims}.${b64url(signature)}, k=${vapid.publicKey}`;
}

/** The payload encrypted for one subscription (RFC 8291): salt, record size, our public key, then the ciphertext. */
export function encryptPayload(payload: Buffer, keys: PushSubscription['keys']): Buffer {
  const receiverPublic = fromB64url(keys.p256dh);
  const authSecret = fromB64url(keys.auth);
  // Checks the key is a point on the curve before any secret is derived from it.
  createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(receiverPublic.subarray(1, 33)), y: b64url(receiverPublic.subarray(33, 65)) },
    format: 'jwk',
  });
  const sender = createECDH('prime256v1');
  const senderPublic = sender.generateKeys();
  const shared = sender.computeSecret(receiverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const salt = randomBytes(16);
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const cipher = createCipheriv('aes-128-gcm', contentKey, nonce);
  // 0x02 ends the last (and only) record; no padding.
  const ciphertext = Buffer.concat([cipher.update(Buffer.concat([payload, Buffer.from([2])])), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(senderPublic.length, 20);
  return Buffer.concat([header, senderPublic, ciphertext]);
}

/** Sends one push message; answers the push service's status (201 accepted, 404/410 gone). */
export function sendPush(subscription: PushSubscription, payload: string, options: PushOptions): Promise<number> {
  const body = encryptPayload(Buffer.from(payload, 'utf8'), subscription.keys);
  const url = new URL(subscription.endpoint);
  if (url.protocol !== 'https:') return Promise.reject(new Error('A push endpoint must be https'));
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        timeout: options.timeoutMs,
        headers: {
          TTL: String(options.ttl),
          Urgency: options.urgency,
          'Content-Encoding': 'aes128gcm',
          'Content-Type': 'application/octet-stream',
          'Content-Length': String(body.length),
          Authorization: vapidAuthorization(subscription.endpoint, options.vapid, Date.now()),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`The push service did not answer within ${options.timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}
