// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The professionals routes, one export per route.
import type { RouteRef } from '../contract';

export const professionalsSearch = { id: 'professionals.search', method: 'GET', path: '/api/professionals' } as const satisfies RouteRef<'professionals.search'>;
export const professionalsGet = { id: 'professionals.get', method: 'GET', path: '/api/professionals/{id}' } as const satisfies RouteRef<'professionals.get'>;
export const professionalsAvailability = { id: 'professionals.availability', method: 'GET', path: '/api/professionals/{id}/availability' } as const satisfies RouteRef<'professionals.availability'>;
export const professionalsReview = { id: 'professionals.review', method: 'POST', path: '/api/professionals/{id}/reviews', outbox: { label: 'outbox.kind.professional-review', batch: true } } as const satisfies RouteRef<'professionals.review'>;
export const professionalsBook = { id: 'professionals.book', method: 'POST', path: '/api/professional-bookings', outbox: { label: 'outbox.kind.session-booking', batch: true } } as const satisfies RouteRef<'professionals.book'>;
export const professionalsBookings = { id: 'professionals.bookings', method: 'GET', path: '/api/professional-bookings' } as const satisfies RouteRef<'professionals.bookings'>;
export const professionalsCancel = { id: 'professionals.cancel', method: 'POST', path: '/api/professional-bookings/{id}/cancel', outbox: { label: 'outbox.kind.session-cancel', batch: true } } as const satisfies RouteRef<'professionals.cancel'>;
export const professionalsReschedule = { id: 'professionals.reschedule', method: 'POST', path: '/api/professional-bookings/{id}/reschedule', outbox: { label: 'outbox.kind.session-move', batch: true } } as const satisfies RouteRef<'professionals.reschedule'>;
