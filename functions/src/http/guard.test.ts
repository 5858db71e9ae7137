import type { Guard, StaffRole } from '@fitchoice/shared/api/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { DomainError } from '../errors';
import type { SessionUser } from '../sessions/sessions';
import type { UserRecord } from '../users/store';
import { httpStatusOf } from './errors';
import { checkGuard, type RouteContext } from './handler';

function userWith(roles: string[], extra: Partial<UserRecord> = {}): UserRecord {
  return {
    id: 'u1',
    email: 'a@b.co',
    name: 'A',
    roles,
    isGuest: roles.includes('guest'),
    xp: 0,
    sweatCoinCents: 0n,
    createdAt: '',
    ...extra,
  };
}

const visitor = null;
const guest = userWith(['guest']);
const member = userWith(['member']);
const admin = userWith(['admin']);
const gymPartner = userWith(['gym_partner'], { gymIds: ['gym-a'] });
const trainer = userWith(['trainer']);
const nutritionist = userWith(['nutritionist']);
const newPartner = userWith(['trainer'], { mustChangePassword: true });

/** The answer of a guard for a caller: 'ok', or the status and code it refuses with. */
function outcome(guard: Guard, user: UserRecord | null, params: Record<string, string> = {}): string {
  try {
    checkGuard(guard, user && { userId: user.id, isGuest: user.isGuest }, user, params);
    return 'ok';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return `${httpStatusOf(error)} ${error.code}`;
  }
}

const staff = (...roles: StaffRole[]): Guard => roles;

describe('the route guard', () => {
  it.each([
    { case: 'public, visitor', guard: 'public' as Guard, user: visitor, expected: 'ok' },
    { case: 'optional, visitor', guard: 'optional' as Guard, user: visitor, expected: 'ok' },
    { case: 'user, visitor', guard: 'user' as Guard, user: visitor, expected: '401 unauthorized' },
    { case: 'user, guest', guard: 'user' as Guard, user: guest, expected: 'ok' },
    { case: 'member, visitor', guard: 'member' as Guard, user: visitor, expected: '401 unauthorized' },
    { case: 'member, guest', guard: 'member' as Guard, user: guest, expected: '403 forbidden' },
    { case: 'member, member', guard: 'member' as Guard, user: member, expected: 'ok' },
    { case: 'admin, visitor', guard: staff('admin'), user: visitor, expected: '401 unauthorized' },
    { case: 'admin, guest', guard: staff('admin'), user: guest, expected: '403 forbidden' },
    { case: 'admin, member', guard: staff('admin'), user: member, expected: '403 forbidden' },
    { case: 'admin, gym partner', guard: staff('admin'), user: gymPartner, expected: '403 forbidden' },
    { case: 'admin, trainer', guard: staff('admin'), user: trainer, expected: '403 forbidden' },
    { case: 'admin, admin', guard: staff('admin'), user: admin, expected: 'ok' },
    { case: 'trainer, nutritionist', guard: staff('trainer'), user: nutritionist, expected: '403 forbidden' },
    { case: 'trainer, trainer', guard: staff('trainer'), user: trainer, expected: 'ok' },
    { case: 'nutritionist, trainer', guard: staff('nutritionist'), user: trainer, expected: '403 forbidden' },
    { case: 'nutritionist, nutritionist', guard: staff('nutritionist'), user: nutritionist, expected: 'ok' },
    { case: 'admin or gym partner, gym partner', guard: staff('admin', 'gym_partner'), user: gymPartner, expected: 'ok' },
    { case: 'admin or gym partner, admin', guard: staff('admin', 'gym_partner'), user: admin, expected: 'ok' },
    { case: 'admin or gym partner, trainer', guard: staff('admin', 'gym_partner'), user: trainer, expected: '403 forbidden' },
    { case: 'trainer with a temporary password', guard: staff('trainer'), user: newPartner, expected: '403 password_change_required' },
  ])('$case -> $expected', ({ guard, user, expected }) => {
    expect(outcome(guard, user)).toBe(expected);
  });

  it("refuses a gym partner another partner's gym, and lets an admin act on any gym", () => {
    expect(outcome(staff('gym_partner'), gymPartner, { gymId: 'gym-a' })).toBe('ok');
    expect(outcome(staff('gym_partner'), gymPartner, { gymId: 'gym-b' })).toBe('403 forbidden');
    expect(outcome(staff('admin', 'gym_partner'), admin, { gymId: 'gym-b' })).toBe('ok');
  });

  it('does not let a member role slip through a staff guard because roles were written as strings', () => {
    expect(outcome(staff('admin'), userWith(['member', 'Admin']))).toBe('403 forbidden');
  });
});

describe("a route's context", () => {
  it('holds what its guard lets through: a user on a signed-in route, none on a public one (checked by the type checker)', () => {
    expectTypeOf<RouteContext<'bookings.create'>['user']>().toEqualTypeOf<UserRecord>();
    expectTypeOf<RouteContext<'bookings.create'>['session']>().toEqualTypeOf<SessionUser>();
    expectTypeOf<RouteContext<'reviews.list'>['user']>().toEqualTypeOf<UserRecord | null>();
    expectTypeOf<RouteContext<'gyms.search'>['user']>().toEqualTypeOf<null>();
    expectTypeOf<RouteContext<'gyms.search'>['session']>().toEqualTypeOf<null>();
    expectTypeOf<RouteContext<'workouts.log', false>['user']>().toEqualTypeOf<null>();
    expectTypeOf<RouteContext<'workouts.log', false>['session']>().toEqualTypeOf<SessionUser>();
    expectTypeOf<RouteContext<'admin.listUsers', false>['user']>().toEqualTypeOf<UserRecord>();
  });
});
