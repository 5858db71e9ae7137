// The daily motivation message, written from the member's own data (streak, days since the last
// check-in, the challenge in progress, the next booking, the mood trend, the goal, the plan's week)
// as a code and values the app words in the member's language. Variety: never yesterday's
// message, and preferably none of the last few days'.
import { addDays } from './dates';
import type { Goal, Note } from './types';

export interface MotivationFacts {
  /** The member's local date the message is for. */
  date: string;
  /** Days in the current check-in streak (0 = none). */
  streak: number;
  /** Days since the last gym check-in; null when there never was one. */
  daysSinceCheckin: number | null;
  /** The weekly challenge closest to done, if one is in progress. */
  challenge: { id: string; progress: number; target: number } | null;
  /** The next visit booked: the gym, when, and the gym's time zone (its time is told there, as on the booking). */
  nextBooking: { gymName: string; startsAt: string; timeZone: string } | null;
  moodTrend: 'up' | 'down' | 'steady' | null;
  goal: Goal | null;
  /** Sessions of this week's plan not done yet; null without a plan. */
  sessionsLeft: number | null;
}

export interface PastMessage {
  date: string;
  code: string;
}

/** Days a message is kept out of rotation once shown, when other messages apply. */
export const MOTIVATION_REST_DAYS = 3;

/** Every message that applies today, most specific first. */
export function motivationCandidates(facts: MotivationFacts): Note[] {
  const candidates: Note[] = [];
  if (facts.nextBooking)
    candidates.push({
      code: 'motivation.booking',
      values: { gym: facts.nextBooking.gymName, at: facts.nextBooking.startsAt, timeZone: facts.nextBooking.timeZone },
    });
  if (facts.challenge && facts.challenge.progress < facts.challenge.target) {
    candidates.push({
      code: 'motivation.challenge',
      values: { challenge: facts.challenge.id, remaining: facts.challenge.target - facts.challenge.progress },
    });
  }
  if (facts.streak >= 2) candidates.push({ code: 'motivation.streak', values: { days: facts.streak } });
  if (facts.streak === 1) candidates.push({ code: 'motivation.streak_start' });
  if (facts.daysSinceCheckin !== null && facts.daysSinceCheckin >= 4) {
    candidates.push({ code: 'motivation.comeback', values: { days: facts.daysSinceCheckin } });
  }
  if (facts.daysSinceCheckin === null) candidates.push({ code: 'motivation.first_visit' });
  if (facts.sessionsLeft !== null && facts.sessionsLeft > 0)
    candidates.push({ code: 'motivation.sessions_left', values: { count: facts.sessionsLeft } });
  if (facts.sessionsLeft === 0) candidates.push({ code: 'motivation.week_done' });
  if (facts.moodTrend === 'up') candidates.push({ code: 'motivation.mood_up' });
  if (facts.moodTrend === 'down') candidates.push({ code: 'motivation.mood_down' });
  if (facts.goal) candidates.push({ code: 'motivation.goal', values: { goal: facts.goal } });
  candidates.push({ code: 'motivation.general_1' }, { code: 'motivation.general_2' }, { code: 'motivation.general_3' });
  return candidates;
}

function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/**
 * Today's message: among the three most specific messages not shown in the last few days, one
 * picked by the date (so it changes from day to day); never the one shown yesterday.
 */
export function composeMotivation(facts: MotivationFacts, history: readonly PastMessage[]): Note {
  const candidates = motivationCandidates(facts);
  const yesterday = addDays(facts.date, -1);
  const since = addDays(facts.date, -MOTIVATION_REST_DAYS);
  const shownYesterday = new Set(history.filter((message) => message.date === yesterday).map((message) => message.code));
  const shownLately = new Set(
    history.filter((message) => message.date >= since && message.date < facts.date).map((message) => message.code),
  );
  const notYesterday = candidates.filter((note) => !shownYesterday.has(note.code));
  const rested = notYesterday.filter((note) => !shownLately.has(note.code));
  const pool = (rested.length > 0 ? rested : notYesterday).slice(0, 3);
  return pool[dayNumber(facts.date) % pool.length]!;
}
