// What the member's day on home suggests, from what the device has: the joined challenge closest to
// done, and a gym nearby with room now (open by its own clock, and its slot in progress not full
// when the app has that slot's availability). Pure, so each choice is tested.
import { type Coordinates, distanceKm } from '@fitchoice/shared';
import { GYM_SEARCH_DEFAULT_RADIUS_KM, type Gym, type JoinableChallenge, type Slot } from '@fitchoice/shared/api';
import { isOpenAt } from '../gyms/gym-filters';

/** The open challenge the member joined and has not finished with the highest share of its target done; ends sooner on a tie. */
export function closestChallenge(joinable: readonly JoinableChallenge[]): JoinableChallenge | null {
  const share = (c: JoinableChallenge) => (c.me?.progress ?? 0) / c.target;
  const candidates = joinable.filter((c) => c.state === 'open' && c.me !== null && c.me.completedAt === null);
  candidates.sort((a, b) => share(b) - share(a) || Date.parse(a.endsAt) - Date.parse(b.endsAt));
  return candidates[0] ?? null;
}

/** The open gyms within `maxKm` of the member, nearest first: the ones whose availability is worth asking for. */
export function openGymsNearby(
  gyms: readonly Gym[],
  position: Coordinates,
  now: number,
  maxKm = GYM_SEARCH_DEFAULT_RADIUS_KM,
): { gym: Gym; distanceKm: number }[] {
  return gyms
    .map((gym) => ({ gym, distanceKm: distanceKm(position, gym.location) }))
    .filter(({ gym, distanceKm: km }) => km <= maxKm && isOpenAt(gym.openingHours, gym.timeZone, now))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}

/**
 * The first of `nearby` with room now: its slot in progress has places left, by the availability
 * the app has for it (`slotsOf` answers undefined when it has none: open is then all it knows).
 */
export function gymWithRoom(
  nearby: readonly { gym: Gym; distanceKm: number }[],
  now: number,
  slotsOf: (gymId: string) => readonly Slot[] | undefined,
): { gym: Gym; distanceKm: number } | null {
  return (
    nearby.find(({ gym }) => {
      const slots = slotsOf(gym.id);
      if (!slots) return true;
      const current = slots.find((slot) => Date.parse(slot.start) <= now && now < Date.parse(slot.end));
      return current !== undefined && current.remaining > 0;
    }) ?? null
  );
}
