// The gyms feature's collections in the app's local database, added to it on first use: gyms seen
// in search results and the member's bookings. The RxDB schemas of these offline copies: gyms seen in search results (so /gyms and
// a gym page open without a connection) and the member's bookings with their check-in codes (so
// the code shows at the gym door on bad Wi-Fi). The API object is kept whole in `gym`/`booking`;
// only the fields a query selects on are top-level.
import type { Booking, CheckinCodeResponse, Gym } from '@fitchoice/shared/api';
import type { RxCollection, RxJsonSchema } from 'rxdb';
import type { FitChoiceDatabase } from './database';
import { removeEvery, withCollections } from './feature-collections';

export interface GymDoc {
  id: string;
  region: string;
  gym: Gym;
  /** When the server last sent this gym (ms). */
  cachedAt: number;
}

export const gymSchema: RxJsonSchema<GymDoc> = {
  title: 'gyms',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    region: { type: 'string', maxLength: 4 },
    gym: { type: 'object' },
    cachedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'region', 'gym', 'cachedAt'],
  indexes: ['region'],
};

export interface BookingDoc {
  id: string;
  /** The member the booking belongs to: another member signing in on this device never sees it. */
  userId: string;
  booking: Booking;
  /** The check-in code, fetched once while online. */
  checkin: CheckinCodeResponse | null;
  cachedAt: number;
}

export const bookingSchema: RxJsonSchema<BookingDoc> = {
  title: 'bookings',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    userId: { type: 'string', maxLength: 64 },
    booking: { type: 'object' },
    checkin: { type: ['object', 'null'] },
    cachedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'userId', 'booking', 'cachedAt'],
  indexes: ['userId'],
};

export type GymCollections = {
  gyms: RxCollection<GymDoc>;
  bookings: RxCollection<BookingDoc>;
};
export type GymDatabase = FitChoiceDatabase & GymCollections;

/** The app's database with the gyms feature's collections, added on first use. */
export const getGymDatabase = withCollections<GymCollections>('gyms', {
  gyms: { schema: gymSchema, migrationStrategies: {} },
  bookings: { schema: bookingSchema, migrationStrategies: {} },
});

/** Logout forgets the member's bookings and the gyms seen, like every other cached answer (spec section 4). */
export async function clearGymCaches(): Promise<void> {
  const db = await getGymDatabase();
  await Promise.all([removeEvery(db.bookings), removeEvery(db.gyms)]);
}
