import { describe, expect, it } from 'vitest';
import { clampHeartbeatTime } from './handler';

describe('clampHeartbeatTime', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');

  it('uses now when the heartbeat carries no time', () => {
    expect(clampHeartbeatTime(undefined, now)).toBe('2026-11-22T10:00:00.000Z');
  });

  it('keeps a past client time, in UTC', () => {
    expect(clampHeartbeatTime('2026-11-22T11:58:00+02:00', now)).toBe('2026-11-22T09:58:00.000Z');
  });

  it('never records a time in the future', () => {
    expect(clampHeartbeatTime('2026-11-22T10:00:00.001Z', now)).toBe('2026-11-22T10:00:00.000Z');
    expect(clampHeartbeatTime('2099-01-01T00:00:00Z', now)).toBe('2026-11-22T10:00:00.000Z');
  });
});
