// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The calendar routes, one export per route.
import type { RouteRef } from '../contract';

export const calendarTrainerExport = { id: 'calendar.trainerExport', method: 'GET', path: '/api/panel/trainer/sessions.ics' } as const satisfies RouteRef<'calendar.trainerExport'>;
export const calendarTrainerFeed = { id: 'calendar.trainerFeed', method: 'GET', path: '/api/panel/trainer/calendar-feed' } as const satisfies RouteRef<'calendar.trainerFeed'>;
export const calendarTrainerRotateFeed = { id: 'calendar.trainerRotateFeed', method: 'POST', path: '/api/panel/trainer/calendar-feed' } as const satisfies RouteRef<'calendar.trainerRotateFeed'>;
export const calendarNutritionistExport = { id: 'calendar.nutritionistExport', method: 'GET', path: '/api/panel/nutritionist/sessions.ics' } as const satisfies RouteRef<'calendar.nutritionistExport'>;
export const calendarNutritionistFeed = { id: 'calendar.nutritionistFeed', method: 'GET', path: '/api/panel/nutritionist/calendar-feed' } as const satisfies RouteRef<'calendar.nutritionistFeed'>;
export const calendarNutritionistRotateFeed = { id: 'calendar.nutritionistRotateFeed', method: 'POST', path: '/api/panel/nutritionist/calendar-feed' } as const satisfies RouteRef<'calendar.nutritionistRotateFeed'>;
export const calendarFeed = { id: 'calendar.feed', method: 'GET', path: '/api/calendar-feeds/{token}/sessions.ics' } as const satisfies RouteRef<'calendar.feed'>;
