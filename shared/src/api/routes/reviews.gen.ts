// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The reviews routes, one export per route.
import type { RouteRef } from '../contract';

export const reviewsList = { id: 'reviews.list', method: 'GET', path: '/api/gyms/{id}/reviews' } as const satisfies RouteRef<'reviews.list'>;
export const reviewsCreate = { id: 'reviews.create', method: 'POST', path: '/api/gyms/{id}/reviews', outbox: { label: 'outbox.kind.review' } } as const satisfies RouteRef<'reviews.create'>;
export const reviewsHelpful = { id: 'reviews.helpful', method: 'POST', path: '/api/reviews/{id}/helpful', outbox: { label: 'outbox.kind.review-helpful' } } as const satisfies RouteRef<'reviews.helpful'>;
export const reviewsReport = { id: 'reviews.report', method: 'POST', path: '/api/reviews/{id}/report', outbox: { label: 'outbox.kind.review-report' } } as const satisfies RouteRef<'reviews.report'>;
