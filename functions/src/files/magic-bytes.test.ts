import { describe, expect, it } from 'vitest';
import { typeOfBytes } from './magic-bytes';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value, 'latin1')] : [value])));

describe('typeOfBytes', () => {
  it.each([
    { case: 'a JPEG', data: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'), type: 'image/jpeg' },
    { case: 'a PNG', data: bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR'), type: 'image/png' },
    { case: 'a WebP', data: bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), type: 'image/webp' },
    { case: 'a PDF', data: bytes('%PDF-1.7\n'), type: 'application/pdf' },
    { case: 'HTML', data: bytes('<!doctype html><script>'), type: null },
    { case: 'a RIFF that is not WebP', data: bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '), type: null },
    { case: 'nothing', data: bytes(), type: null },
  ])('$case is $type', ({ data, type }) => {
    expect(typeOfBytes(data)).toBe(type);
  });
});
