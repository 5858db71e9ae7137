import { describe, expect, it } from 'vitest';
import { UnavailableError } from '../errors';
import { HashQueue } from './hash-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('HashQueue', () => {
  it('runs `concurrency` tasks at once, queues `maxWaiting` more and refuses the rest with 503 + Retry-After', async () => {
    const queue = new HashQueue(2, 3);
    const gates = Array.from({ length: 5 }, deferred);
    let active = 0;
    let peak = 0;
    const runs = gates.map((gate, index) =>
      queue.run(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await gate.promise;
        active -= 1;
        return index;
      }),
    );
    const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnavailableError);
    expect(refused).toMatchObject({ code: 'unavailable', retryAfterSeconds: 1 });
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    // Once drained it takes work again, and a failing task frees its slot.
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'again')).toBe('again');
  });
});
