import { STORAGE_KEYS } from '@fitchoice/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRecord, readMirroredTheme, record$, removeRecord, removeRecords, setRecord } from './records';
import { closeDatabase, openTestDatabase } from './test-database';

beforeEach(async () => {
  localStorage.clear();
  await openTestDatabase();
});
afterEach(closeDatabase);

describe('records', () => {
  it('stores, reads and removes a typed value under its storage key', async () => {
    expect(await getRecord(STORAGE_KEYS.lastLocation)).toBeNull();
    const location = { latitude: 51.5, longitude: -0.12, accuracy: 100, timestamp: 1 };
    await setRecord(STORAGE_KEYS.lastLocation, location);
    expect(await getRecord(STORAGE_KEYS.lastLocation)).toEqual(location);
    await removeRecord(STORAGE_KEYS.lastLocation);
    expect(await getRecord(STORAGE_KEYS.lastLocation)).toBeNull();
  });

  it('record$ emits the current value, then every change', async () => {
    await setRecord(STORAGE_KEYS.region, 'US');
    const seen: (string | null)[] = [];
    const subscription = record$(STORAGE_KEYS.region).subscribe((value) => seen.push(value));
    await vi.waitFor(() => expect(seen).toEqual(['US']));
    await setRecord(STORAGE_KEYS.region, 'GB');
    await vi.waitFor(() => expect(seen).toEqual(['US', 'GB']));
    await removeRecord(STORAGE_KEYS.region);
    await vi.waitFor(() => expect(seen).toEqual(['US', 'GB', null]));
    subscription.unsubscribe();
  });

  it('mirrors only the theme into localStorage, for the first paint', async () => {
    await setRecord(STORAGE_KEYS.theme, 'light');
    await setRecord(STORAGE_KEYS.region, 'GB');
    expect(readMirroredTheme()).toBe('light');
    expect(localStorage.getItem(STORAGE_KEYS.region)).toBeNull();
    await removeRecords([STORAGE_KEYS.theme, STORAGE_KEYS.region]);
    expect(readMirroredTheme()).toBeNull();
    expect(await getRecord(STORAGE_KEYS.region)).toBeNull();
  });

  it('applies writes and removals of one key in the order they were called, none failing on the other', async () => {
    // A session answer storing the user while logout removes it (the two raced into RxDB's
    // CONFLICT error, and the logout stopped). Thirty rounds of interleaved calls, none awaited.
    const calls: Promise<void>[] = [];
    const expected: (string | null)[] = [];
    for (let round = 0; round < 30; round++) {
      const region = round % 2 === 0 ? 'US' : 'GB';
      calls.push(setRecord(STORAGE_KEYS.region, region));
      calls.push(removeRecord(STORAGE_KEYS.region));
      if (round % 3 === 0) calls.push(setRecord(STORAGE_KEYS.region, region));
      expected.push(round % 3 === 0 ? region : null);
    }
    const results = await Promise.allSettled(calls);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await getRecord(STORAGE_KEYS.region)).toBe(expected.at(-1));
    // The last call wins in the other order too.
    await Promise.all([removeRecord(STORAGE_KEYS.region), setRecord(STORAGE_KEYS.region, 'FR')]);
    expect(await getRecord(STORAGE_KEYS.region)).toBe('FR');
    await Promise.all([setRecord(STORAGE_KEYS.region, 'DE'), removeRecords([STORAGE_KEYS.region, STORAGE_KEYS.theme])]);
    expect(await getRecord(STORAGE_KEYS.region)).toBeNull();
  });
});
