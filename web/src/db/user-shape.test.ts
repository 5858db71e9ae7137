// The first screen's user check says what the shared userSchema says, on answers and stored copies
// good and bad, and reads every keyword of the generated shape.
import { userSchema } from '@fitchoice/shared/api';
import { USER_SHAPE } from '@fitchoice/shared/api/user-shape';
import { describe, expect, it } from 'vitest';
import { parseUser, SHAPE_KEYWORDS, type Shape } from './user-shape';

const member = {
  id: 'u-1',
  email: 'ana@example.com',
  name: 'Ana',
  roles: ['member'],
  isGuest: false,
  xp: 120,
  sweatCoins: '12.50',
  createdAt: '2026-11-01T10:00:00.000Z',
  mustChangePassword: false,
  gymIds: [],
  emailVerified: true,
  pendingEmail: null,
};

const samples: [string, unknown][] = [
  ['a member', member],
  ['a guest without email', { ...member, email: null, roles: ['guest'], isGuest: true }],
  [
    'a copy stored before the optional fields existed',
    { id: 'u-1', email: null, name: 'A', roles: [], isGuest: true, xp: 0, sweatCoins: '0', createdAt: '2026-11-01T10:00:00Z' },
  ],
  ['a time with an offset', { ...member, createdAt: '2026-11-01T10:00:00+01:00' }],
  ['a key the app does not know', { ...member, nickname: 'A' }],
  ['no id', { ...member, id: undefined }],
  ['a numeric id', { ...member, id: 1 }],
  ['an email missing altogether', (({ email: _email, ...rest }) => rest)(member)],
  ['roles that are not strings', { ...member, roles: ['member', 7] }],
  ['negative XP', { ...member, xp: -1 }],
  ['fractional XP', { ...member, xp: 1.5 }],
  ['XP as text', { ...member, xp: '120' }],
  ['coins as a number', { ...member, sweatCoins: 12.5 }],
  ['coins with three decimals', { ...member, sweatCoins: '1.234' }],
  ['a date that is no date-time', { ...member, createdAt: '2026-11-01' }],
  ['February 30th', { ...member, createdAt: '2026-02-30T10:00:00Z' }],
  ['gym ids that are not strings', { ...member, gymIds: [3] }],
  ['a pending email that is a number', { ...member, pendingEmail: 5 }],
  ['null', null],
  ['an array', [member]],
  ['a string', 'ana'],
];

describe('the first screen user check', () => {
  it.each(samples)('agrees with the shared userSchema on %s', (_label, value) => {
    const expected = userSchema.safeParse(value).success;
    expect(parseUser(value) !== null).toBe(expected);
  });

  it('accepts the good samples and refuses the bad ones (the samples test something)', () => {
    const accepted = samples.filter(([, value]) => parseUser(value) !== null).map(([label]) => label);
    expect(accepted).toEqual(samples.slice(0, 5).map(([label]) => label));
  });

  it('understands every keyword of the generated shape', () => {
    const keywords = new Set<string>();
    const walk = (shape: Shape) => {
      for (const key of Object.keys(shape)) keywords.add(key);
      for (const property of Object.values(shape.properties ?? {})) walk(property);
      if (shape.items) walk(shape.items);
    };
    walk(USER_SHAPE as Shape);
    expect([...keywords].filter((keyword) => !SHAPE_KEYWORDS.includes(keyword))).toEqual([]);
  });
});
