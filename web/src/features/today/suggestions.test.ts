import type { Gym, JoinableChallenge, Slot } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { closestChallenge, gymWithRoom, openGymsNearby } from './suggestions';

const challenge = (id: string, progress: number | null, target: number, more: Partial<JoinableChallenge> = {}): JoinableChallenge => ({
  id,
  title: id,
  description: '',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-01T00:00:00.000Z',
  measure: 'checkin_days',
  target,
  region: null,
  reward: { xp: 100, sweatCoins: '0' },
  visibility: 'public',
  owner: null,
  participants: 3,
  state: 'open',
  me: progress === null ? null : { joinedAt: '2026-11-02T00:00:00.000Z', progress, completedAt: null, paid: null },
  ...more,
});

describe('closestChallenge', () => {
  it('picks the joined challenge with the highest share of its target done, not the highest count', () => {
    const picked = closestChallenge([challenge('many', 5, 10), challenge('most', 2, 3), challenge('not-joined', null, 1)]);
    expect(picked?.id).toBe('most');
  });

  it('on a tie picks the one that ends sooner', () => {
    const picked = closestChallenge([challenge('later', 1, 2), challenge('sooner', 2, 4, { endsAt: '2026-11-20T00:00:00.000Z' })]);
    expect(picked?.id).toBe('sooner');
  });

  it('leaves out finished, ended and upcoming challenges, and answers null when nothing is left', () => {
    const done = challenge('done', 3, 3);
    const list = [
      { ...done, me: { ...done.me!, completedAt: '2026-11-10T00:00:00.000Z' } },
      challenge('ended', 2, 3, { state: 'ended' }),
      challenge('upcoming', 0, 3, { state: 'upcoming' }),
      challenge('not-joined', null, 3),
    ];
    expect(closestChallenge(list)).toBeNull();
  });
});

// Wednesday 2026-11-25 at 10:30 in New York.
const NOW = Date.parse('2026-11-25T15:30:00.000Z');
const HOME = { latitude: 40.7128, longitude: -74.006 };
const day = { open: '06:00', close: '22:00' };
const gym = (id: string, latitudeOffset: number, hours: Gym['openingHours']['wed'] = day): Gym =>
  ({
    id,
    location: { latitude: HOME.latitude + latitudeOffset, longitude: HOME.longitude },
    timeZone: 'America/New_York',
    openingHours: { mon: day, tue: day, wed: hours, thu: day, fri: day, sat: day, sun: day },
  }) as Gym;
const slot = (start: string, remaining: number): Slot => ({
  start,
  end: new Date(Date.parse(start) + 3_600_000).toISOString(),
  localTime: '',
  capacity: 20,
  booked: 20 - remaining,
  remaining,
  bookable: remaining > 0,
});

describe('a gym nearby with room now', () => {
  it('lists the gyms open now within reach, nearest first', () => {
    const nearby = openGymsNearby(
      [gym('far', 0.05), gym('near', 0.01), gym('closed', 0.001, { open: '12:00', close: '20:00' }), gym('out-of-reach', 1)],
      HOME,
      NOW,
    );
    expect(nearby.map(({ gym: g }) => g.id)).toEqual(['near', 'far']);
  });

  it('skips a gym whose slot in progress is full, by the availability the app has', () => {
    const nearby = openGymsNearby([gym('full', 0.01), gym('room', 0.02)], HOME, NOW);
    const slots: Record<string, Slot[]> = {
      full: [slot('2026-11-25T15:00:00.000Z', 0), slot('2026-11-25T16:00:00.000Z', 5)],
      room: [slot('2026-11-25T15:00:00.000Z', 3)],
    };
    expect(gymWithRoom(nearby, NOW, (id) => slots[id])?.gym.id).toBe('room');
  });

  it('takes an open gym whose availability the app does not have, and none when every one is full', () => {
    const nearby = openGymsNearby([gym('unknown', 0.01)], HOME, NOW);
    expect(gymWithRoom(nearby, NOW, () => undefined)?.gym.id).toBe('unknown');
    expect(gymWithRoom(nearby, NOW, () => [slot('2026-11-25T15:00:00.000Z', 0)])).toBeNull();
  });
});
