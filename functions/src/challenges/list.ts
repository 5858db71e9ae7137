// GET /api/challenges's answer: this ISO week's challenges with the member's progress, and the
// joinable ones (of the region asked for and of none, the private ones friends invited the member
// to, every one the member is in). GET /api/home answers it too, from the same stats item read.
import type { ChallengesResponse } from '@fitchoice/shared/api';
import type { StatsRecord } from '../rewards/store';
import { challengeXpFor, measured, progressFor, WEEKLY_CHALLENGES } from '../rewards/weekly-challenges';
import { isoWeekKey } from '../time/leaderboard-period';
import { DAY_MS } from '../time/time-zones';
import { type ChallengeRecord, getChallenge, invitedChallengeIds, listPublicChallenges, membershipsOf } from './store';
import { toJoinableChallenge } from './views';

/** Finished and ended challenges stay on the member's list this long after they end. */
const ENDED_SHOWN_MS = 30 * DAY_MS;

/** The challenges list of a member (`stats`: their stats item, read by the caller, which may use it too). */
export async function challengeList(
  userId: string,
  region: string | undefined,
  now: Date,
  stats: Promise<StatsRecord>,
): Promise<ChallengesResponse> {
  const week = isoWeekKey(now.getTime());
  const [statsRecord, open, mine, invitedIds] = await Promise.all([
    stats,
    listPublicChallenges(now.toISOString()),
    membershipsOf(userId),
    invitedChallengeIds(userId),
  ]);
  const progress = progressFor(statsRecord.challengeWeek, week);
  const joined = new Map(mine.filter((m) => Date.parse(m.rules.endsAt) > now.getTime() - ENDED_SHOWN_MS).map((m) => [m.challengeId, m]));
  const invited = await Promise.all(invitedIds.filter((id) => !joined.has(id)).map(getChallenge));
  const offered = [
    ...invited.filter((c): c is ChallengeRecord => c !== null && Date.parse(c.endsAt) > now.getTime()),
    ...open.filter((c) => c.status === 'active' && !joined.has(c.id) && (region === undefined || c.region === null || c.region === region)),
  ];
  // The member's challenges that are not among the open public ones: ended, or private.
  const openById = new Map(open.map((c) => [c.id, c]));
  const theirs = await Promise.all(
    [...joined.values()].map(async (m) => ({
      challenge: openById.get(m.challengeId) ?? (await getChallenge(m.challengeId)),
      membership: m,
    })),
  );
  return {
    week,
    challenges: WEEKLY_CHALLENGES.map((challenge) => ({
      id: challenge.id,
      difficulty: challenge.difficulty,
      xp: challengeXpFor(challenge),
      target: challenge.target,
      progress: measured(progress, challenge),
      completed: progress.completed.includes(challenge.id),
    })),
    joinable: [
      ...theirs.flatMap(({ challenge, membership }) => (challenge ? [toJoinableChallenge(challenge, membership, now)] : [])),
      ...offered.map((challenge) => toJoinableChallenge(challenge, null, now)),
    ],
  };
}
