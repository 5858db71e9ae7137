// A professional's sessions in calendar apps, as iCalendar (text/calendar): a file to download from
// the panel, and a feed to subscribe to at a secret address that needs no cookie (its token is the
// only key; making a new one closes the old address at once).
//   GET  /api/panel/<kind>/sessions.ics                -> text/calendar (sessions from 30 days ago on)
//   GET  /api/panel/<kind>/calendar-feed               -> {path} (null until made)
//   POST /api/panel/<kind>/calendar-feed               -> {path} (made, or a new secret address)
//   GET  /api/calendar-feeds/{token}/sessions.ics      -> text/calendar
import * as z from 'zod';
import type { ProfessionalKind } from './professionals';
import type { RouteTable } from './route-contract';

/** The path of the feed's secret address on this site; null until first made. */
export const calendarFeedResponseSchema = z.object({ path: z.string().nullable() });

function kindRoutes<Kind extends ProfessionalKind>(kind: Kind) {
  const base = `/api/panel/${kind}` as const;
  const guard = [kind] as const;
  return {
    exportSessions: {
      method: 'GET',
      path: `${base}/sessions.ics`,
      guard,
      summary: 'Sessions from 30 days ago on as an iCalendar file (text/calendar)',
      produces: 'text/calendar',
    },
    feed: {
      method: 'GET',
      path: `${base}/calendar-feed`,
      guard,
      summary: "The path of the professional's calendar feed, if made",
      response: calendarFeedResponseSchema,
    },
    rotateFeed: {
      method: 'POST',
      path: `${base}/calendar-feed`,
      guard,
      summary: 'Make the calendar feed, or give it a new secret address (the old one stops working)',
      response: calendarFeedResponseSchema,
    },
  } as const;
}

const trainer = kindRoutes('trainer');
const nutritionist = kindRoutes('nutritionist');

export const calendarRoutes = {
  'calendar.trainerExport': trainer.exportSessions,
  'calendar.trainerFeed': trainer.feed,
  'calendar.trainerRotateFeed': trainer.rotateFeed,
  'calendar.nutritionistExport': nutritionist.exportSessions,
  'calendar.nutritionistFeed': nutritionist.feed,
  'calendar.nutritionistRotateFeed': nutritionist.rotateFeed,
  'calendar.feed': {
    method: 'GET',
    path: '/api/calendar-feeds/{token}/sessions.ics',
    guard: 'public',
    summary: "A professional's sessions as an iCalendar feed (text/calendar), for calendar apps; the secret token is the key",
    produces: 'text/calendar',
  },
} as const satisfies RouteTable;
