// Loads the generated catalogue into the store when it is not there yet (npm start, npm run seed).
import { parseCoinsToCents } from '@fitchoice/shared';
import { CHALLENGES_VERSION, seedChallenges } from '../challenges/catalogue';
import { type ChallengeRecord, seedChallengeCatalogue } from '../challenges/store';
import { generateCatalogue, generateSeededCatalogue } from '../gyms/catalogue';
import { generateProfessionals, PROFESSIONALS_VERSION } from '../professionals/catalogue';
import { REWARDS_VERSION, rewardArt, seedRewards } from '../store/reward-catalogue';
import { newReward, seedRewardCatalogue } from '../store/store-rewards';
import { currentTime } from '../time/clock';
import { seedCatalogue, seedProfessionals } from './catalogue';

/** Answers how many gyms were written (0 when this catalogue version was already seeded). */
export async function seedCatalogueIfMissing(): Promise<number> {
  return seedCatalogue(generateSeededCatalogue(), currentTime());
}

/** The store's rewards and the joinable challenges; answers how many of each were written. */
export async function seedRewardsIfMissing(): Promise<{ rewards: number; challenges: number }> {
  const now = currentTime();
  const gyms = generateCatalogue();
  const rewards = seedRewards(gyms).map(({ id, ...input }) => {
    const gym = input.gymId ? gyms.find((g) => g.id === input.gymId)! : null;
    return newReward(id, input, gym, rewardArt(id, input.category, input.title), now);
  });
  const challenges = seedChallenges(now).map(
    ({ rewardCoins, ...input }): ChallengeRecord => ({
      ...input,
      rewardCents: parseCoinsToCents(rewardCoins),
      visibility: 'public',
      owner: null,
      status: 'active',
      participants: 0,
      createdAt: now.toISOString(),
    }),
  );
  return {
    rewards: await seedRewardCatalogue(rewards, now, REWARDS_VERSION),
    challenges: await seedChallengeCatalogue(challenges, now, CHALLENGES_VERSION),
  };
}

/** The catalogue's trainers and nutritionists; answers how many were written (0 when already there). */
export async function seedProfessionalsIfMissing(): Promise<number> {
  return seedProfessionals(generateProfessionals(generateCatalogue()), currentTime(), PROFESSIONALS_VERSION);
}
