// http_ece has no types of its own; the tests decrypt push payloads with it (an implementation of
// RFC 8188/8291 independent of ours).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
}
