import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEarly, takeEarlyRead } from './early-read';

afterEach(() => {
  vi.useRealTimers();
});

describe('an early read', () => {
  it('is asked for once and taken once: the next take asks afresh', async () => {
    const read = vi.fn(async () => ({ gyms: ['gym-1'] }));
    readEarly('once', read);
    readEarly('once', read);
    expect(read).toHaveBeenCalledTimes(1);
    await expect(takeEarlyRead('once')).resolves.toEqual({ gyms: ['gym-1'] });
    expect(takeEarlyRead('once')).toBeUndefined();
  });

  it('is not taken once it is stale, so an old answer is never shown', () => {
    vi.useFakeTimers();
    readEarly('stale', async () => 'answer');
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyRead('stale')).toBeUndefined();
  });

  it('hands its failure to the screen that takes it, and reports none when nobody does', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    readEarly('refused', async () => {
      throw new Error('403');
    });
    readEarly('dropped', async () => {
      throw new Error('403');
    });
    await expect(takeEarlyRead('refused')).rejects.toThrow('403');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
