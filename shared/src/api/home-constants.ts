// Home's page sizes, without zod: the app's booking cache reads them without loading the schemas
// (home.ts builds its schemas from them and re-exports them).
import { BOOKING_PAGE_MAX } from './booking-constants';

/** Home's pages of bookings: every upcoming one a page holds, and the latest past visits (the bookings screen's first page). */
export const HOME_UPCOMING_LIMIT = BOOKING_PAGE_MAX;
export const HOME_PAST_LIMIT = 20;
