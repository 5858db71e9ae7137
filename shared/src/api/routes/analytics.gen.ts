// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The analytics routes, one export per route.
import type { RouteRef } from '../contract';

export const analyticsSummary = { id: 'analytics.summary', method: 'GET', path: '/api/analytics/summary' } as const satisfies RouteRef<'analytics.summary'>;
export const analyticsSeries = { id: 'analytics.series', method: 'GET', path: '/api/analytics/series' } as const satisfies RouteRef<'analytics.series'>;
