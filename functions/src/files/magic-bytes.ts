// What a file's first bytes say it is, whatever its upload declared: an upload is accepted only
// when the two agree, so HTML sent as image/png is refused. The signatures of the types the app
// takes (JPEG, PNG, WebP, PDF); anything else is null.

/** How many bytes from the start a file's type is told by. */
export const MAGIC_BYTES = 16;

const SIGNATURES: readonly { type: string; at: number; bytes: readonly number[] }[] = [
  { type: 'image/jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', at: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (data: Uint8Array, at: number, bytes: readonly number[]) => bytes.every((byte, i) => data[at + i] === byte);

export function typeOfBytes(data: Uint8Array): string | null {
  if (startsWith(data, 0, RIFF) && startsWith(data, 8, WEBP)) return 'image/webp';
  return SIGNATURES.find((signature) => startsWith(data, signature.at, signature.bytes))?.type ?? null;
}
