// The member's bookings as kept on the device, read live: /bookings and its door codes, and the
// gym page's review form (a review opens once the local copy shows a visit). Written by
// features/bookings/booking-cache.ts from the server's answers.
import type { Booking, CheckinCodeResponse } from '@fitchoice/shared/api';
import { map, type Observable } from 'rxjs';
import { type GymDatabase, getGymDatabase } from './gym-collections';
import { useLiveQuery } from './live-query';

export interface CachedBooking {
  booking: Booking;
  checkin: CheckinCodeResponse | null;
}

export function cachedBookings$(db: GymDatabase, userId: string): Observable<CachedBooking[]> {
  return db.bookings
    .find({ selector: { userId } })
    .$.pipe(
      map((docs) =>
        docs.map((doc) => ({ booking: doc.get('booking') as Booking, checkin: doc.get('checkin') as CheckinCodeResponse | null })),
      ),
    );
}

export function useCachedBookings(userId: string): CachedBooking[] | undefined {
  return useLiveQuery(async () => cachedBookings$(await getGymDatabase(), userId), userId);
}
