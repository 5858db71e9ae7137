// The user check the app runs on the session answer and the stored copy: the shared schema's
// rules, so a corrupt copy signs nobody in with wrong data.
import type { User } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { parseUser } from './user-shape';

const member: User = {
  id: 'u1',
  email: 'u1@example.com',
  name: 'U1',
  roles: ['member'],
  isGuest: false,
  xp: 120,
  sweatCoins: '1000.00',
  createdAt: '2026-11-22T00:00:00.000Z',
};

describe('parseUser', () => {
  it('answers the user the server sends, a guest without an email too', () => {
    expect(parseUser(member)).toEqual(member);
    expect(parseUser({ ...member, email: null, isGuest: true, roles: ['guest'] })).toEqual({
      ...member,
      email: null,
      isGuest: true,
      roles: ['guest'],
    });
  });

  it.each([
    ['nothing', null],
    ['a string', 'u1'],
    ['no id', { ...member, id: undefined }],
    ['roles not a list', { ...member, roles: 'member' }],
    ['negative XP', { ...member, xp: -1 }],
    ['fractional XP', { ...member, xp: 1.5 }],
    ['a coin amount with 3 decimals', { ...member, sweatCoins: '1.005' }],
    ['a date that is not ISO', { ...member, createdAt: 'yesterday' }],
  ])('refuses %s', (_label, value) => {
    expect(parseUser(value)).toBeNull();
  });
});
