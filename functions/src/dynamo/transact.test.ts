import { describe, expect, it } from 'vitest';
import { UnavailableError } from '../errors';
import { backoffMs, MAX_RACE_ATTEMPTS, retryRaces, TRY_AGAIN, TransactionConflictError } from './transact';

describe('retryRaces', () => {
  it('answers the first attempt that does not ask to try again', async () => {
    let tries = 0;
    const answer = await retryRaces(async () => (++tries < 3 ? TRY_AGAIN : 'done'));
    expect({ answer, tries }).toEqual({ answer: 'done', tries: 3 });
  });

  it('counts a transaction conflict as a lost race, and lets any other error through at once', async () => {
    let tries = 0;
    const conflicted = await retryRaces(async () => {
      if (++tries === 1) throw new TransactionConflictError({ cause: null });
      return tries;
    });
    expect(conflicted).toBe(2);
    let failures = 0;
    await expect(
      retryRaces(async () => {
        failures += 1;
        throw new Error('network down');
      }),
    ).rejects.toThrow('network down');
    expect(failures).toBe(1);
  });

  it(`gives up after ${MAX_RACE_ATTEMPTS} lost races with a 503 the client may retry after a second`, async () => {
    let tries = 0;
    const refusal = await retryRaces(async () => {
      tries += 1;
      return TRY_AGAIN;
    }).catch((error: unknown) => error);
    expect(tries).toBe(MAX_RACE_ATTEMPTS);
    expect(refusal).toBeInstanceOf(UnavailableError);
    expect(refusal).toMatchObject({ code: 'unavailable', retryAfterSeconds: 1 });
  });
});

describe('backoffMs', () => {
  it.each([
    { attempt: 0, max: 10 },
    { attempt: 3, max: 80 },
    { attempt: 5, max: 250 },
    { attempt: 30, max: 250 },
  ])('pauses a random time up to $max ms after lost race $attempt', ({ attempt, max }) => {
    expect(backoffMs(attempt, () => 0)).toBe(0);
    expect(backoffMs(attempt, () => 0.5)).toBe(max / 2);
    expect(backoffMs(attempt, () => 0.999999)).toBeLessThan(max);
  });
});
