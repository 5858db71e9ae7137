// A professional's sessions in calendar apps (/api/panel/<kind>/sessions.ics, the feed's address in
// the panel, and the feed itself at /api/calendar-feeds/{token}/sessions.ics, opened by its secret
// token alone). Its own function: the `ics` package (~80 KB with its validator) stays out of the panel's.
import { calendarRoutes, type ProfessionalKind } from '@fitchoice/shared/api';
import { NotFoundError } from '../errors';
import { createHandler, type RouteImpl } from '../http/handler';
import { listProSchedule } from '../professionals/bookings';
import { getOwnProfessional, getProfessional, type ProfessionalRecord } from '../professionals/store';
import { feedPath, feedTokenOf, professionalOfFeed, rotateFeedToken } from './feed-store';
import { CALENDAR_PAST_DAYS, sessionsCalendar } from './sessions-calendar';

const DAY_MS = 86_400_000;

/** Every session from CALENDAR_PAST_DAYS ago on, as an iCalendar file. */
async function calendarOf(pro: ProfessionalRecord, now: Date): Promise<string> {
  const from = new Date(now.getTime() - CALENDAR_PAST_DAYS * DAY_MS).toISOString();
  // Every session from then on: their keys start with the session's ISO start, which sorts before '\uffff'.
  return sessionsCalendar(pro.name, await listProSchedule(pro.id, { from, to: '\uffff' }));
}

/** The caller's own profile of a kind (the panel makes it on first open). */
async function ownProfile(userId: string, kind: ProfessionalKind): Promise<ProfessionalRecord> {
  const pro = await getOwnProfessional(userId, kind);
  if (!pro) throw new NotFoundError('Open your panel first: it makes your profile');
  return pro;
}

const forKind = {
  exportSessions: (kind: ProfessionalKind): RouteImpl<'calendar.trainerExport'> => ({
    async run({ user, now }) {
      return {
        statusCode: 200,
        text: await calendarOf(await ownProfile(user.id, kind), now),
        headers: { 'content-disposition': 'attachment; filename="fitchoice-sessions.ics"' },
      };
    },
  }),
  feed: (kind: ProfessionalKind): RouteImpl<'calendar.trainerFeed'> => ({
    async run({ user }) {
      const pro = await getOwnProfessional(user.id, kind);
      const token = pro ? await feedTokenOf(pro.id) : null;
      return { statusCode: 200, body: { path: token ? feedPath(token) : null } };
    },
  }),
  rotateFeed: (kind: ProfessionalKind): RouteImpl<'calendar.trainerRotateFeed'> => ({
    async run({ user, now }) {
      const pro = await ownProfile(user.id, kind);
      return { statusCode: 200, body: { path: feedPath(await rotateFeedToken(pro.id, now)) } };
    },
  }),
};

export const handler = createHandler(calendarRoutes, {
  'calendar.trainerExport': forKind.exportSessions('trainer'),
  'calendar.trainerFeed': forKind.feed('trainer'),
  'calendar.trainerRotateFeed': forKind.rotateFeed('trainer'),
  'calendar.nutritionistExport': forKind.exportSessions('nutritionist'),
  'calendar.nutritionistFeed': forKind.feed('nutritionist'),
  'calendar.nutritionistRotateFeed': forKind.rotateFeed('nutritionist'),
  'calendar.feed': {
    async run({ params, now }) {
      const proId = await professionalOfFeed(params.token);
      const pro = proId ? await getProfessional(proId) : null;
      if (!pro) throw new NotFoundError('No calendar has this address');
      return { statusCode: 200, text: await calendarOf(pro, now) };
    },
  },
});
