// GET /api/gyms (search), GET /api/gyms/{id} (details), GET /api/gyms/{id}/availability (slots of a day).
import { regionFromCoordinates } from '@fitchoice/shared';
import { type AvailabilityResponse, GYM_SEARCH_DEFAULT_RADIUS_KM, type GymSearchResponse, gymRoutes } from '@fitchoice/shared/api';
import { InvalidInputError, NotFoundError } from '../errors';
import { createHandler } from '../http/handler';
import { boundingBox, cellsCovering } from '../keys/geo-cells';
import { addDays, dayNumber, localDateOf } from '../time/time-zones';
import { isGymListed } from './listing';
import { BadCursorError, searchGyms } from './search';
import { BOOKING_HORIZON_DAYS, checkSlotBookable, gymSlotsOn, hasRoom } from './slots';
import { bookedCounts, getGym, gymsInRegion } from './store';
import { toApiGym } from './views';

/** A gym members may see and book now (listing.ts); a draft or an unlisted one is "not found". */
async function gymOr404(gymId: string | undefined) {
  const gym = gymId ? await getGym(gymId) : null;
  if (!gym || !isGymListed(gym)) throw new NotFoundError('Gym not found');
  return gym;
}

export const handler = createHandler(gymRoutes, {
  'gyms.search': {
    async run({ query, now }) {
      const position = query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon } : null;
      const region = query.region ?? (position ? regionFromCoordinates(position.lat, position.lon) : null);
      if (!region) throw new InvalidInputError('That position is outside the regions FitChoice serves; pass a region', { field: 'region' });
      const cells = position ? cellsCovering(boundingBox(position.lat, position.lon, query.radiusKm ?? GYM_SEARCH_DEFAULT_RADIUS_KM)) : [];
      const candidates = await gymsInRegion(region, cells.length > 0 ? cells : null);
      try {
        const page = searchGyms(candidates, query, region, now.getTime());
        const body: GymSearchResponse = { ...page, region };
        return { statusCode: 200, body };
      } catch (error) {
        if (error instanceof BadCursorError) throw new InvalidInputError(error.message, { field: 'cursor' });
        throw error;
      }
    },
  },

  'gyms.get': {
    async run({ params, now }) {
      const gym = await gymOr404(params.id);
      return { statusCode: 200, body: toApiGym(gym, now.getTime()) };
    },
  },

  'gyms.availability': {
    async run({ params, query, now }) {
      const gym = await gymOr404(params.id);
      const today = localDateOf(now.getTime(), gym.timeZone);
      const lastBookableDate = addDays(today, BOOKING_HORIZON_DAYS);
      const date = query.date ?? today;
      const ahead = dayNumber(date) - dayNumber(today);
      if (ahead < 0 || ahead > BOOKING_HORIZON_DAYS) {
        throw new InvalidInputError(`date must be from ${today} to ${lastBookableDate} (the gym's local dates)`, { field: 'date' });
      }
      const slots = gymSlotsOn(gym, date);
      const counts = slots.length > 0 ? await bookedCounts(gym.id, slots[0]!.start, slots.at(-1)!.start) : new Map<string, number>();
      const body: AvailabilityResponse = {
        gymId: gym.id,
        date,
        timeZone: gym.timeZone,
        today,
        lastBookableDate,
        slots: slots.map((slot) => {
          const booked = counts.get(slot.start) ?? 0;
          const open = checkSlotBookable(Date.parse(slot.start), now.getTime(), true, Date.parse(slot.end) - Date.parse(slot.start)).ok;
          return {
            ...slot,
            capacity: gym.capacityPerSlot,
            booked,
            remaining: Math.max(0, gym.capacityPerSlot - booked),
            bookable: open && hasRoom(booked, gym.capacityPerSlot),
          };
        }),
      };
      return { statusCode: 200, body };
    },
  },
});
