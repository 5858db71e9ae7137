// AI motivation: GET /api/motivation/today (the day's message, made once from the member's own
// data and kept, so every device shows the same one), GET and PUT /api/motivation/reminder.
import { type MotivationMessage, motivationRoutes } from '@fitchoice/shared/api';
import { addDays, composeMotivation, daysBetween, type MotivationFacts, moodTrend, type Plan, weekStartOf } from '@fitchoice/shared/coach';
import { bookingsStartingBetween } from '../bookings/store';
import { assertLocalDate } from '../coach/local-date';
import { finalReply, speaker } from '../coach/speak';
import { getPlan } from '../coach/store';
import { createHandler } from '../http/handler';
import { listMoodEntries } from '../mood/store';
import { getStats } from '../rewards/store';
import { streakAsOf } from '../rewards/streak';
import { measured, progressFor, WEEKLY_CHALLENGES } from '../rewards/weekly-challenges';
import { isoWeekKey } from '../time/leaderboard-period';
import { getMotivation, getReminder, motivationHistory, putMotivationOnce, setReminder } from './store';

function sessionsLeft(plan: Plan | null, today: string): number | null {
  if (!plan || plan.weekStart !== weekStartOf(today)) return null;
  return plan.sessions.filter((session) => !session.done).length;
}

/** What the message is written from: the member's streak, visits, challenge, next booking, mood and plan. */
async function factsFor(userId: string, today: string, now: Date): Promise<MotivationFacts> {
  const [stats, bookings, moods, plan] = await Promise.all([
    getStats(userId),
    // The next booking within four weeks (bookings open two weeks ahead).
    bookingsStartingBetween(userId, now.toISOString(), new Date(now.getTime() + 28 * 86_400_000).toISOString()),
    listMoodEntries(userId, addDays(today, -13), today),
    getPlan(userId),
  ]);
  const week = progressFor(stats.challengeWeek, isoWeekKey(now.getTime()));
  const inProgress = WEEKLY_CHALLENGES.filter((challenge) => !week.completed.includes(challenge.id) && measured(week, challenge) > 0)
    .map((challenge) => ({ id: challenge.id, progress: measured(week, challenge), target: challenge.target }))
    .sort((a, b) => b.progress / b.target - a.progress / a.target);
  const next = bookings.filter((booking) => booking.status === 'booked').sort((a, b) => a.slotStart.localeCompare(b.slotStart))[0];
  return {
    date: today,
    streak: streakAsOf(stats.streak, today),
    daysSinceCheckin: stats.streak.lastDay ? Math.max(0, daysBetween(stats.streak.lastDay, today)) : null,
    challenge: inProgress[0] ?? null,
    nextBooking: next ? { gymName: next.gymName, startsAt: next.slotStart, timeZone: next.timeZone } : null,
    moodTrend: moodTrend(moods, today),
    goal: plan?.profile.goal ?? null,
    sessionsLeft: sessionsLeft(plan, today),
  };
}

export const handler = createHandler(motivationRoutes, {
  'motivation.today': {
    profile: false,
    async run({ session, query, now }) {
      assertLocalDate(query.date, now, 'date');
      const userId = session.userId;
      const history = await motivationHistory(userId, query.date);
      let message = await getMotivation(userId, query.date);
      if (!message) {
        const facts = await factsFor(userId, query.date, now);
        const note = composeMotivation(
          facts,
          history.map((past) => ({ date: past.date, code: past.note.code })),
        );
        const engine = await speaker;
        const { reply, engine: spokenBy } = await finalReply(
          engine.phrase({
            task: "Write today's short motivation message for this member, in the spirit of the message named.",
            facts: `Message: ${note.code} ${JSON.stringify(note.values ?? {})}. Member: ${JSON.stringify(facts)}.`,
            note,
            locale: query.locale,
          }),
        );
        const made: MotivationMessage = { date: query.date, note: reply, engine: spokenBy, locale: reply.text ? query.locale : null };
        // Two devices asking at once: the first message stored is the day's message for both.
        message = await putMotivationOnce(userId, made);
      }
      return { statusCode: 200, body: { message, history } };
    },
  },

  'motivation.getReminder': {
    profile: false,
    async run({ session }) {
      return { statusCode: 200, body: await getReminder(session.userId) };
    },
  },

  'motivation.setReminder': {
    profile: false,
    async run({ session, body }) {
      return { statusCode: 200, body: await setReminder(session.userId, body) };
    },
  },
});
