// The rewards the store opens with (seeded by `npm start` and `npm run seed`, like the gyms): day
// passes and a drink at partner gyms, discounts on trainer and nutritionist sessions, merchandise
// collected at any partner gym's desk, and donations. Their art is generated, like a gym's photos.
import { REGIONS, type RegionCode } from '@fitchoice/shared';
import type { RewardCategory, RewardInput } from '@fitchoice/shared/api';
import { type GymPhoto, type GymRecord, PATTERNS, seededRandom } from '../gyms/catalogue';

/** Bump when the seeded rewards change, so a store seeded with an older list gets the new ones. */
export const REWARDS_VERSION = 1;

const CATEGORY_PALETTES: Record<RewardCategory, [string, string][]> = {
  day_pass: [
    ['#00c6ff', '#0072ff'],
    ['#11998e', '#38ef7d'],
  ],
  session: [
    ['#8e2de2', '#4a00e0'],
    ['#fc466b', '#3f5efb'],
  ],
  food: [
    ['#f7971e', '#ffd200'],
    ['#ee0979', '#ff6a00'],
  ],
  merch: [
    ['#232526', '#414345'],
    ['#ff6b6b', '#4d2c91'],
  ],
  donation: [
    ['#11998e', '#38ef7d'],
    ['#f7971e', '#ffd200'],
  ],
};

/** A reward's picture: its category's colours, a pattern and randomness seeded by its id. */
export function rewardArt(rewardId: string, category: RewardCategory, title: string): GymPhoto {
  const random = seededRandom(`reward:${rewardId}`);
  const palettes = CATEGORY_PALETTES[category];
  return {
    seed: Math.floor(random() * 2 ** 31),
    palette: palettes[Math.floor(random() * palettes.length)]!,
    pattern: PATTERNS[Math.floor(random() * PATTERNS.length)]!,
    alt: title,
  };
}

export interface SeedReward extends RewardInput {
  id: string;
}

const EVERYWHERE = REGIONS.map((region) => region.code) as RegionCode[];

/** At a partner gym of the catalogue: that gym's region, its name in the title. */
function atGym(
  gyms: readonly GymRecord[],
  gymId: string,
  reward: Omit<SeedReward, 'regions' | 'gymId' | 'title'> & { title: (gym: string) => string },
) {
  const gym = gyms.find((g) => g.id === gymId);
  if (!gym) throw new Error(`No gym ${gymId} in the catalogue`);
  return { ...reward, title: reward.title(gym.name), regions: [gym.region], gymId } satisfies SeedReward;
}

/** Their title and description are worded by the app too (by id, PRESET_REWARD_IDS in shared/src/api/store.ts): keep both in step. */
export function seedRewards(gyms: readonly GymRecord[]): SeedReward[] {
  const dayPass = (id: string, gymId: string, priceCoins: string, stock: number) =>
    atGym(gyms, gymId, {
      id,
      title: (gym) => `Day pass: ${gym}`,
      description: 'A whole day of training at this partner gym, classes and showers included. Show the code at the front desk.',
      category: 'day_pass',
      priceCoins,
      stock,
      perMemberLimit: 2,
      codeValidDays: 30,
    });
  const drink = (id: string, gymId: string, what: string, priceCoins: string) =>
    atGym(gyms, gymId, {
      id,
      title: (gym) => `${what} at ${gym}`,
      description: `One ${what.toLowerCase()} from the gym bar, made fresh after your workout. Show the code at the bar.`,
      category: 'food',
      priceCoins,
      stock: 200,
      perMemberLimit: 10,
      codeValidDays: 14,
    });
  const merch = (id: string, title: string, description: string, priceCoins: string, stock: number, perMemberLimit: number) =>
    ({
      id,
      title,
      description,
      category: 'merch',
      priceCoins,
      stock,
      perMemberLimit,
      regions: EVERYWHERE,
      codeValidDays: 90,
      gymId: null,
    }) satisfies SeedReward;
  const anywhere = (
    id: string,
    category: RewardCategory,
    title: string,
    description: string,
    priceCoins: string,
    perMemberLimit: number,
    codeValidDays: number,
    stock: number | null = null,
  ) =>
    ({
      id,
      title,
      description,
      category,
      priceCoins,
      stock,
      perMemberLimit,
      regions: EVERYWHERE,
      codeValidDays,
      gymId: null,
    }) satisfies SeedReward;
  return [
    dayPass('day-pass-us-001', 'gym-us-001', '150.00', 40),
    dayPass('day-pass-gb-001', 'gym-gb-001', '140.00', 30),
    dayPass('day-pass-eu-001', 'gym-eu-001', '130.00', 30),
    dayPass('day-pass-in-001', 'gym-in-001', '60.00', 50),
    dayPass('day-pass-ca-001', 'gym-ca-001', '140.00', 30),
    dayPass('day-pass-au-001', 'gym-au-001', '150.00', 30),
    dayPass('day-pass-jp-001', 'gym-jp-001', '160.00', 25),
    dayPass('day-pass-br-001', 'gym-br-001', '90.00', 40),
    dayPass('day-pass-mx-001', 'gym-mx-001', '80.00', 40),
    dayPass('day-pass-sg-001', 'gym-sg-001', '150.00', 30),
    drink('smoothie-us-002', 'gym-us-002', 'Smoothie', '40.00'),
    drink('shake-gb-002', 'gym-gb-002', 'Protein shake', '35.00'),
    drink('acai-br-002', 'gym-br-002', 'Açaí bowl', '30.00'),
    drink('matcha-jp-002', 'gym-jp-002', 'Matcha protein latte', '45.00'),
    anywhere(
      'trainer-20-off',
      'session',
      '20% off a personal-training session',
      'Take 20% off one session with any certified trainer on FitChoice. Enter the code when you book.',
      '300.00',
      3,
      60,
    ),
    anywhere(
      'form-check-15',
      'session',
      'Free 15-minute form check with a trainer',
      'A trainer watches your squat, deadlift or press and gives you three things to fix. Book it with the code.',
      '200.00',
      1,
      60,
      100,
    ),
    anywhere(
      'nutrition-25-off',
      'session',
      '25% off a nutritionist consultation',
      'Take 25% off a first consultation with a FitChoice nutritionist: a plan built around how you train.',
      '250.00',
      2,
      60,
    ),
    merch(
      'bottle-750',
      'FitChoice water bottle (750 ml)',
      'Insulated steel bottle that keeps water cold through a long session. Collect it at any partner gym’s desk.',
      '120.00',
      150,
      1,
    ),
    merch(
      'towel',
      'FitChoice gym towel',
      'Quick-dry microfibre towel that folds small for your bag. Collect it at any partner gym’s desk.',
      '100.00',
      200,
      2,
    ),
    merch(
      'tshirt',
      'FitChoice training T-shirt',
      'Breathable training T-shirt in your size, picked at the desk. Collect it at any partner gym’s desk.',
      '250.00',
      80,
      1,
    ),
    merch(
      'bands',
      'Resistance band set',
      'Five bands from light to heavy, for warm-ups and training at home. Collect it at any partner gym’s desk.',
      '180.00',
      60,
      1,
    ),
    merch(
      'shaker',
      'FitChoice shaker bottle',
      'Leak-proof 600 ml shaker with a mixing ball. Collect it at any partner gym’s desk.',
      '90.00',
      120,
      2,
    ),
    anywhere(
      'donate-youth-day',
      'donation',
      'Give a youth sports club a training day',
      'Your SweatCoins fund one coached training day for a youth sports club near a partner gym. Your code is your receipt.',
      '100.00',
      50,
      365,
    ),
    anywhere(
      'donate-tree',
      'donation',
      'Plant a tree',
      'A reforestation partner plants one native tree for every redemption. Your code is your receipt.',
      '50.00',
      100,
      365,
    ),
    anywhere(
      'donate-meal',
      'donation',
      'Provide a meal through a food bank',
      'A food bank partner serves one nutritious meal to someone who needs it. Your code is your receipt.',
      '75.00',
      100,
      365,
    ),
  ];
}
