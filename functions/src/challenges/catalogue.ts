// The joinable challenges the app opens with (seeded by `npm start` and `npm run seed`): they start
// on the day they are seeded and run for three to five weeks; admins add and retire others.
import type { ChallengeInput, PresetChallengeId } from '@fitchoice/shared/api';
import { DAY_MS } from '../time/time-zones';

/** Bump when the seeded challenges change, so a store seeded with an older list gets the new ones. */
export const CHALLENGES_VERSION = 1;

/** Their title and description are worded by the app too (by id, PRESET_CHALLENGE_IDS): keep both in step. */
export interface SeedChallenge extends ChallengeInput {
  id: PresetChallengeId;
}

/** The seeded challenges, starting at the start of `now`'s day (UTC). */
export function seedChallenges(now: Date): SeedChallenge[] {
  const start = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const window = (days: number) => ({ startsAt: new Date(start).toISOString(), endsAt: new Date(start + days * DAY_MS).toISOString() });
  return [
    {
      id: 'ten-day-kickoff',
      title: 'Ten-day kick-off',
      description: 'Check in on 10 different days in 30 days. Any partner gym counts; two visits on one day count once.',
      ...window(30),
      measure: 'checkin_days',
      target: 10,
      rewardXp: 500,
      rewardCoins: '50.00',
      region: null,
    },
    {
      id: 'gym-explorer',
      title: 'Gym explorer',
      description: 'Train at 3 different partner gyms in three weeks and find the one that fits you best.',
      ...window(21),
      measure: 'distinct_gyms',
      target: 3,
      rewardXp: 300,
      rewardCoins: '0',
      region: null,
    },
    {
      id: 'seven-day-streak',
      title: 'Seven days straight',
      description: 'Reach a 7-day check-in streak within four weeks. One missed day is forgiven, as on your profile.',
      ...window(28),
      measure: 'streak',
      target: 7,
      rewardXp: 400,
      rewardCoins: '25.00',
      region: null,
    },
    {
      id: 'coached-twice',
      title: 'Coached twice',
      description: 'Complete 2 sessions with a FitChoice trainer or nutritionist in 30 days.',
      ...window(30),
      measure: 'sessions_completed',
      target: 2,
      rewardXp: 300,
      rewardCoins: '30.00',
      region: null,
    },
    {
      id: 'london-five',
      title: 'London loyal',
      description: 'Check in on 5 different days at partner gyms in the United Kingdom within 30 days.',
      ...window(30),
      measure: 'checkin_days',
      target: 5,
      rewardXp: 250,
      rewardCoins: '20.00',
      region: 'GB',
    },
    {
      id: 'tokyo-tour',
      title: 'Tokyo tour',
      description: 'Check in at 2 different partner gyms in Japan within five weeks.',
      ...window(35),
      measure: 'distinct_gyms',
      target: 2,
      rewardXp: 200,
      rewardCoins: '0',
      region: 'JP',
    },
  ];
}
