import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkinSecret, localCheckinSecret } from './checkin-secret';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('check-in secret', () => {
  it('is created once under the data folder and read back after a restart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fitchoice-secret-'));
    dirs.push(dir);
    const first = localCheckinSecret(join(dir, 'nested'));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(localCheckinSecret(join(dir, 'nested'))).toBe(first);
    expect(readFileSync(join(dir, 'nested', 'checkin-secret'), 'utf8').trim()).toBe(first);
  });

  it('refuses a missing or short CHECKIN_SECRET', () => {
    expect(() => checkinSecret({})).toThrow(/CHECKIN_SECRET/);
    expect(() => checkinSecret({ CHECKIN_SECRET: 'short' })).toThrow(/at least 32/);
    expect(checkinSecret({ CHECKIN_SECRET: 'x'.repeat(32) })).toBe('x'.repeat(32));
  });
});
