// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The bookings routes, one export per route.
import type { RouteRef } from '../contract';

export const bookingsCreate = { id: 'bookings.create', method: 'POST', path: '/api/bookings', outbox: { label: 'outbox.kind.booking', batch: true } } as const satisfies RouteRef<'bookings.create'>;
export const bookingsList = { id: 'bookings.list', method: 'GET', path: '/api/bookings' } as const satisfies RouteRef<'bookings.list'>;
export const bookingsCancel = { id: 'bookings.cancel', method: 'POST', path: '/api/bookings/{id}/cancel', outbox: { label: 'outbox.kind.booking-cancel', batch: true } } as const satisfies RouteRef<'bookings.cancel'>;
export const bookingsCheckinCode = { id: 'bookings.checkinCode', method: 'GET', path: '/api/bookings/{id}/checkin-code' } as const satisfies RouteRef<'bookings.checkinCode'>;
