// A check-in proves presence, so two of them must be a journey a person can make: a check-in whose
// distance from the member's previous one, over the time between them, is faster than an airliner
// is refused (New York and London 24 ms apart once paid a "two gyms" challenge).
import { type Coordinates, distanceKm } from '@fitchoice/shared';

/** Faster than any airliner's cruise (about 900 km/h), with room for the gyms' coordinates being approximate. */
export const MAX_TRAVEL_KMH = 1000;

export interface CheckinPlace extends Coordinates {
  /** When the check-in was made (its scan time), ISO. */
  at: string;
}

/** Whether getting from `previous` to `next` needs more than MAX_TRAVEL_KMH (either order in time: scans queued offline arrive late). */
export function isImpossibleTravel(previous: CheckinPlace | null, next: CheckinPlace): boolean {
  if (!previous) return false;
  const km = distanceKm(previous, next);
  if (km === 0) return false;
  const hours = Math.abs(Date.parse(next.at) - Date.parse(previous.at)) / 3_600_000;
  return km > hours * MAX_TRAVEL_KMH;
}
