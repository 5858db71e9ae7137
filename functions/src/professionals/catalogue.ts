// The deterministic catalogue of professionals: 60 trainers and 30 nutritionists (6 and 3 per
// region) in the gym catalogue's cities, each seeded by its own id like the gyms, so every run,
// machine and test sees the same people. Their gyms are catalogue gyms of their city.

import { getRegion, type LanguageCode, REGIONS, type RegionCode } from '@fitchoice/shared';
import type { AvailabilityRules, ProfessionalKind, Specialty, WeeklyHours } from '@fitchoice/shared/api';
import { NUTRITIONIST_SPECIALTIES, TRAINER_SPECIALTIES } from '@fitchoice/shared/api';
import { CITIES, type City } from '../catalogue/cities';
import { FIRST_NAMES, LAST_NAMES } from '../catalogue/names';
import { type GymRecord, PALETTES, PATTERNS, seededRandom } from '../gyms/catalogue';
import type { ProfessionalRecord } from './store';

/**
 * Bump when the generated professionals change, so stores seeded with an older set are reseeded.
 * 2: no invented ratings (a store seeded with 1 has each rating recounted from its stored reviews).
 */
export const PROFESSIONALS_VERSION = 2;
const CATALOGUE_DATE = '2026-01-01T00:00:00.000Z';
export const TRAINERS_PER_REGION = 6;
export const NUTRITIONISTS_PER_REGION = 3;

/** Languages besides the region's own and English that people there often speak. */
const EXTRA_LANGUAGES: Record<RegionCode, readonly LanguageCode[]> = {
  US: ['es', 'zh', 'ko'],
  GB: ['fr', 'hi', 'ar'],
  IN: ['hi'],
  EU: ['fr', 'de', 'it', 'es'],
  CA: ['fr', 'zh'],
  AU: ['zh', 'it'],
  JP: ['ja'],
  BR: ['es'],
  MX: ['en'],
  SG: ['zh', 'hi'],
};
/** A session hour's price band per region in USD (min, max), trainers; nutritionists cost a third more. */
const HOURLY_USD: Record<RegionCode, [number, number]> = {
  US: [55, 110],
  GB: [45, 90],
  EU: [40, 85],
  CA: [50, 95],
  AU: [50, 100],
  JP: [45, 90],
  SG: [45, 90],
  IN: [12, 30],
  BR: [15, 35],
  MX: [15, 35],
};

const CERTIFICATIONS: Record<ProfessionalKind, readonly { name: string; issuer: string; prefix: string }[]> = {
  trainer: [
    { name: 'Certified Personal Trainer', issuer: 'National Academy of Sports Medicine', prefix: 'NASM' },
    { name: 'Personal Trainer Certification', issuer: 'American Council on Exercise', prefix: 'ACE' },
    { name: 'Certified Strength and Conditioning Specialist', issuer: 'National Strength and Conditioning Association', prefix: 'CSCS' },
    { name: 'Level 3 Personal Trainer', issuer: 'Register of Exercise Professionals', prefix: 'REPS' },
    { name: 'Registered Yoga Teacher 200', issuer: 'Yoga Alliance', prefix: 'RYT' },
  ],
  nutritionist: [
    { name: 'Registered Dietitian', issuer: 'Commission on Dietetic Registration', prefix: 'RD' },
    { name: 'Certified Nutrition Specialist', issuer: 'Board for Certification of Nutrition Specialists', prefix: 'CNS' },
    { name: 'Sports Nutrition Certification', issuer: 'International Society of Sports Nutrition', prefix: 'CISSN' },
    { name: 'Nutrition Coach Level 1', issuer: 'Precision Nutrition', prefix: 'PN1' },
  ],
};

const HEADLINES: Record<Specialty, string> = {
  strength: 'Get strong with a plan you can keep',
  'weight-loss': 'Lose weight without losing your life',
  hiit: 'Short, hard, effective workouts',
  yoga: 'Strength and calm on the mat',
  pilates: 'Core, posture and control',
  mobility: 'Move freely, train without pain',
  boxing: 'Boxing fitness from first jab to sparring',
  running: 'Run further, faster, injury-free',
  'sports-nutrition': 'Fuel for training and race day',
  'weight-management': 'Sustainable eating for a healthy weight',
  'plant-based': 'Plant-based eating that works for athletes',
  diabetes: 'Eating well with diabetes',
  'gut-health': 'Feel better from the gut up',
  'meal-planning': 'Weekly meal plans that fit your schedule',
};

/** Three weekly patterns: early and evening on weekdays, office hours, and weekend-heavy. */
const WEEKLY_TEMPLATES: readonly WeeklyHours[] = [
  {
    mon: [
      { start: '07:00', end: '11:00' },
      { start: '16:00', end: '20:00' },
    ],
    tue: [
      { start: '07:00', end: '11:00' },
      { start: '16:00', end: '20:00' },
    ],
    wed: [
      { start: '07:00', end: '11:00' },
      { start: '16:00', end: '20:00' },
    ],
    thu: [
      { start: '07:00', end: '11:00' },
      { start: '16:00', end: '20:00' },
    ],
    fri: [{ start: '07:00', end: '12:00' }],
    sat: [{ start: '09:00', end: '13:00' }],
    sun: [],
  },
  {
    mon: [{ start: '09:00', end: '17:00' }],
    tue: [{ start: '09:00', end: '17:00' }],
    wed: [{ start: '09:00', end: '17:00' }],
    thu: [{ start: '09:00', end: '17:00' }],
    fri: [{ start: '09:00', end: '15:00' }],
    sat: [],
    sun: [],
  },
  {
    mon: [],
    tue: [{ start: '17:00', end: '21:00' }],
    wed: [{ start: '17:00', end: '21:00' }],
    thu: [{ start: '17:00', end: '21:00' }],
    fri: [{ start: '12:00', end: '20:00' }],
    sat: [{ start: '08:00', end: '16:00' }],
    sun: [{ start: '09:00', end: '14:00' }],
  },
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function pickSome<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

/** A price for a length from an hourly rate: shorter sessions cost a little more per minute, rounded to 50 cents. */
function priceFor(hourlyUsd: number, lengthMinutes: number): number {
  const premium = lengthMinutes < 60 ? 1.15 : lengthMinutes > 60 ? 0.95 : 1;
  return Math.round(((hourlyUsd * lengthMinutes) / 60) * premium * 2) / 2;
}

function professionalFor(kind: ProfessionalKind, id: string, city: City, gymsInCity: readonly GymRecord[]): ProfessionalRecord {
  const random = seededRandom(id);
  const region = city.region;
  const name = `${pick(random, FIRST_NAMES[region])} ${pick(random, LAST_NAMES[region])}`;
  const specialtyPool = kind === 'trainer' ? TRAINER_SPECIALTIES : NUTRITIONIST_SPECIALTIES;
  const specialties = pickSome(random, specialtyPool, 2 + Math.floor(random() * 2));
  const own = getRegion(region).language as LanguageCode;
  const languages = [...new Set<LanguageCode>([own, 'en', ...(random() < 0.45 ? [pick(random, EXTRA_LANGUAGES[region])] : [])])];
  const certCount = 1 + Math.floor(random() * 2);
  const certifications = pickSome(random, CERTIFICATIONS[kind], certCount).map((cert, i) => {
    // Every catalogue professional has a checked certification (members find only those); a second waits for an admin now and then.
    // (The roll is drawn either way, so the rest of the catalogue comes out as it always has.)
    const roll = random();
    const verified = i === 0 || roll < 0.75;
    return {
      id: `${id}-c${i + 1}`,
      name: cert.name,
      issuer: cert.issuer,
      number: `${cert.prefix}-${String(100000 + Math.floor(random() * 900000))}`,
      status: verified ? ('verified' as const) : ('pending' as const),
      documentKey: null,
      submittedAt: CATALOGUE_DATE,
      reviewedAt: verified ? CATALOGUE_DATE : null,
      rejectionReason: null,
    };
  });
  // Trainers mostly work at gyms; nutritionists mostly by video.
  const video = kind === 'nutritionist' ? random() < 0.85 : random() < 0.45;
  const gymCount = kind === 'trainer' ? (video && random() < 0.2 ? 0 : 1 + Math.floor(random() * 2)) : video && random() < 0.6 ? 0 : 1;
  const gyms = pickSome(random, gymsInCity, gymCount).map((gym) => ({
    id: gym.id,
    name: gym.name,
    city: gym.city,
    latitude: gym.latitude,
    longitude: gym.longitude,
  }));
  const [low, high] = HOURLY_USD[region];
  const hourly = (low + random() * (high - low)) * (kind === 'nutritionist' ? 1.35 : 1);
  const lengths =
    kind === 'trainer'
      ? pick(random, [
          [30, 45, 60],
          [45, 60, 90],
          [30, 60],
        ])
      : pick(random, [
          [30, 60],
          [45, 60],
          [30, 45, 60],
        ]);
  const availability: AvailabilityRules = {
    timeZone: city.timeZone,
    weekly: pick(random, WEEKLY_TEMPLATES),
    overrides: [],
    bufferBeforeMinutes: pick(random, [0, 0, 5, 10]),
    bufferAfterMinutes: pick(random, [0, 10, 15]),
    minimumNoticeMinutes: pick(random, [60, 120, 240, 720]),
    bookingWindowDays: pick(random, [30, 45, 60]),
    sessionOptions: lengths.map((lengthMinutes) => ({ lengthMinutes, priceUsd: priceFor(hourly, lengthMinutes) })),
    dailyMax: 4 + Math.floor(random() * 5),
    cancellationCutoffHours: pick(random, [24, 24, 12, 48]),
  };
  const years = 2 + Math.floor(random() * 14);
  const focus = specialties.map((s) => s.replace('-', ' ')).join(', ');
  const where = gyms.length > 0 ? `at ${gyms.map((g) => g.name).join(' and ')}` : 'online';
  const bio =
    kind === 'trainer'
      ? `${name} has coached in ${city.name} for ${years} years, ${where}${video && gyms.length > 0 ? ' and by video' : ''}. Focus: ${focus}. Every plan starts with what you want and how you move today.`
      : `${name} is a nutrition professional in ${city.name} with ${years} years of practice, ${where}${video && gyms.length > 0 ? ' and by video' : ''}. Focus: ${focus}. Practical eating plans built around your week.`;
  const photoSeed = Math.floor(random() * 2 ** 31);
  return {
    id,
    kind,
    userId: null,
    name,
    headline: HEADLINES[specialties[0]!],
    bio,
    photo: {
      kind: 'art',
      seed: photoSeed,
      palette: pick(random, PALETTES),
      pattern: pick(random, PATTERNS),
      alt: `Portrait art of ${name}`,
    },
    specialties,
    languages,
    certifications,
    // A rating is what members' reviews of attended sessions add up to: none yet.
    ratingSum: 0,
    ratingCount: 0,
    city: city.name,
    region,
    latitude: city.latitude,
    longitude: city.longitude,
    gyms,
    video: video || gyms.length === 0,
    published: true,
    availability,
    version: 1,
    createdAt: CATALOGUE_DATE,
    updatedAt: CATALOGUE_DATE,
  };
}

/** Every catalogue professional in a stable order: pro-us-t01 … pro-sg-n03. */
export function generateProfessionals(gyms: readonly GymRecord[]): ProfessionalRecord[] {
  const professionals: ProfessionalRecord[] = [];
  for (const { code } of REGIONS) {
    const cities = CITIES.filter((c) => c.region === code);
    const make = (kind: ProfessionalKind, count: number, letter: string) => {
      for (let n = 1; n <= count; n++) {
        const city = cities[(n - 1) % cities.length]!;
        const id = `pro-${code.toLowerCase()}-${letter}${String(n).padStart(2, '0')}`;
        professionals.push(
          professionalFor(
            kind,
            id,
            city,
            gyms.filter((g) => g.city === city.name),
          ),
        );
      }
    };
    make('trainer', TRAINERS_PER_REGION, 't');
    make('nutritionist', NUTRITIONISTS_PER_REGION, 'n');
  }
  return professionals;
}
