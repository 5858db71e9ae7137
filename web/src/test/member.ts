// The member the local-database unit tests sign in (stored as STORAGE_KEYS.authUser): the outbox
// and the local copies say whose an entry is by this account.
import type { User } from '@fitchoice/shared/api';

export function testMember(patch: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'u1@example.com',
    name: 'U1',
    roles: ['member'],
    isGuest: false,
    xp: 0,
    sweatCoins: '0.00',
    createdAt: '2026-11-22T00:00:00.000Z',
    ...patch,
  };
}
