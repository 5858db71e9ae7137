import { STORAGE_KEYS } from '@fitchoice/shared';
import type { User } from '@fitchoice/shared/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRecord, setRecord } from '../db/records';
import { closeDatabase, openTestDatabase } from '../db/test-database';
import { readRecord, readRecordNow, removeRecord, watchMirrorElsewhere, writeRecord } from './local-records';

const member: User = {
  id: 'u-1',
  email: 'ana@example.com',
  name: 'Ana',
  roles: ['member'],
  isGuest: false,
  xp: 120,
  sweatCoins: '12.50',
  createdAt: '2026-11-01T10:00:00.000Z',
};

beforeEach(async () => {
  localStorage.clear();
  await openTestDatabase();
});
afterEach(closeDatabase);

describe('local records', () => {
  it('writes, reads and removes a user record', async () => {
    await writeRecord('authUser', member);
    expect(await readRecord('authUser')).toEqual(member);
    await removeRecord('authUser');
    expect(await readRecord('authUser')).toBeUndefined();
  });

  it.each([
    { case: 'a string', stored: 'not json {' },
    { case: 'a user without an id', stored: { ...member, id: undefined } },
    { case: 'xp as text', stored: { ...member, xp: '120' } },
  ])('removes a corrupt stored user ($case) and answers nothing', async ({ stored }) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await setRecord(STORAGE_KEYS.authUser, stored as never);
    expect(await readRecord('authUser')).toBeUndefined();
    expect(await getRecord(STORAGE_KEYS.authUser)).toBeNull();
    expect(warn).toHaveBeenCalledWith('Removed the corrupt stored record "authUser"');
    warn.mockRestore();
  });

  it('keeps the theme readable before first paint (localStorage mirror)', async () => {
    await writeRecord('theme', 'light');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    expect(await readRecord('theme')).toBe('light');
  });
});

describe('the first screen’s mirror', () => {
  it('is written before the database and read synchronously, and a removal clears it', async () => {
    const writing = writeRecord('authUser', member);
    expect(readRecordNow('authUser')).toEqual(member);
    await writing;
    await writeRecord('language', 'es');
    expect(readRecordNow('language')).toBe('es');
    await removeRecord('authUser');
    expect(readRecordNow('authUser')).toBeUndefined();
    expect(await readRecord('authUser')).toBeUndefined();
  });

  it('fills in from the database for a value stored before the mirror existed', async () => {
    await setRecord(STORAGE_KEYS.region, 'GB');
    expect(readRecordNow('region')).toBeUndefined();
    expect(await readRecord('region')).toBe('GB');
    expect(readRecordNow('region')).toBe('GB');
  });

  it('never overwrites a newer mirrored value with the database’s older one', async () => {
    await setRecord(STORAGE_KEYS.language, 'fr');
    localStorage.setItem(STORAGE_KEYS.language, 'pt');
    expect(await readRecord('language')).toBe('fr');
    expect(readRecordNow('language')).toBe('pt');
  });

  it('answers nothing for a mirrored value that is not a valid one', () => {
    localStorage.setItem(STORAGE_KEYS.authUser, '{"id":');
    localStorage.setItem(STORAGE_KEYS.region, 'atlantis');
    localStorage.setItem(STORAGE_KEYS.manualRegion, '"yes"');
    expect(readRecordNow('authUser')).toBeUndefined();
    expect(readRecordNow('region')).toBeUndefined();
    expect(readRecordNow('manualRegion')).toBeUndefined();
  });
});

describe('watchMirrorElsewhere', () => {
  // The browser fires `storage` in the other pages of the origin, never in the writer's.
  const writtenElsewhere = (key: string | null) => dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));

  it('tells of a watched record written or removed in another tab, and of a cleared storage, until stopped', () => {
    const changed = vi.fn();
    const stop = watchMirrorElsewhere(['authUser', 'logoutPending'], changed);
    writtenElsewhere(STORAGE_KEYS.theme);
    expect(changed).not.toHaveBeenCalled();
    writtenElsewhere(STORAGE_KEYS.authUser);
    writtenElsewhere(STORAGE_KEYS.logoutPending);
    writtenElsewhere(null);
    expect(changed).toHaveBeenCalledTimes(3);
    stop();
    writtenElsewhere(STORAGE_KEYS.authUser);
    expect(changed).toHaveBeenCalledTimes(3);
  });
});
