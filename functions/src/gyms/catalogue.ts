// The deterministic gym catalogue: 400 gyms (40 per region) in real cities, from a seeded PRNG, so
// every run, machine and test sees the same gyms with the same ids. Each gym's randomness is seeded
// by its own id, so changing one city does not reshuffle the others.
import { AMENITIES, type Amenity, type GymScene } from '@fitchoice/shared/api';
import { CITIES, type City } from '../catalogue/cities';
import { MAX_SEED_REVIEWS, type SeedReview, seedReviewsFor } from '../catalogue/reviews';
import type { OpeningHours } from './opening-hours';

/** Bump when the generated data changes, so stores seeded with an older catalogue are reseeded. */
export const CATALOGUE_VERSION = 2;
const CATALOGUE_DATE = '2026-01-01T00:00:00.000Z';

export interface GymPhoto {
  seed: number;
  palette: [string, string];
  pattern: 'waves' | 'grid' | 'rings' | 'stripes' | 'dots';
  scene?: GymScene;
  alt: string;
}

/** A photo the gym's partner uploaded (fitness-centre panel): the file and the small copy lists show. */
export interface UploadedGymPhoto {
  id: string;
  key: string;
  thumbnailKey: string;
  alt: string;
}

/** The scenes a gym's photos show, most telling first: a boxing gym shows its ring first. */
const SCENE_OF: [Amenity, GymScene][] = [
  ['boxing', 'boxing'],
  ['pool', 'pool'],
  ['yoga', 'yoga'],
  ['free-weights', 'weights'],
  ['cardio', 'cardio'],
];
function scenesFor(amenities: ReadonlySet<Amenity>): GymScene[] {
  return SCENE_OF.filter(([amenity]) => amenities.has(amenity)).map(([, scene]) => scene);
}

/** A gym as the catalogue or its partner (the fitness-centre panel) defines it. */
export interface GymRecord {
  id: string;
  name: string;
  description: string;
  address: { line1: string; postcode: string };
  city: string;
  region: City['region'];
  latitude: number;
  longitude: number;
  timeZone: string;
  amenities: Amenity[];
  openingHours: OpeningHours;
  priceUsdCents: number;
  capacityPerSlot: number;
  /** The sum and count of the stars of the gym's reviews (its seeded ones, then members'). */
  ratingSum: number;
  ratingCount: number;
  /** Generated art (the catalogue), or the partner's uploads. */
  photos: (GymPhoto | UploadedGymPhoto)[];
  /** Local dates the gym is closed (set in the panel); none for a catalogue gym. */
  closures?: string[];
  /** Every slot's length; 60 when unset. */
  slotLengthMinutes?: number;
  /** Made from an application and not yet saved by its partner (listing.ts). */
  draft?: boolean;
  /** Its partner's account is suspended: unlisted until it is restored. */
  ownerSuspended?: boolean;
  /** An admin took it out of member search, with why. */
  adminUnlisted?: { at: string; by: string; reason: string } | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** mulberry32: a small, fast PRNG with a 32-bit state; good enough for test data, never for secrets. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BRANDS = [
  'Iron',
  'Pulse',
  'Peak',
  'Core',
  'Summit',
  'Titan',
  'Urban',
  'Vital',
  'Forge',
  'Apex',
  'Flex',
  'Kinetic',
  'Atlas',
  'Nova',
  'Zenith',
  'Motion',
];
const KINDS = [
  'Gym',
  'Fitness',
  'Athletic Club',
  'Strength Lab',
  'Training Studio',
  'Health Club',
  'Boxing Gym',
  'Yoga & Fitness',
  'Performance Centre',
  'Fitness Hub',
];
export const PALETTES: [string, string][] = [
  ['#ff6b6b', '#4d2c91'],
  ['#00c6ff', '#0072ff'],
  ['#f7971e', '#ffd200'],
  ['#11998e', '#38ef7d'],
  ['#fc466b', '#3f5efb'],
  ['#232526', '#414345'],
  ['#ee0979', '#ff6a00'],
  ['#8e2de2', '#4a00e0'],
];
export const PATTERNS: GymPhoto['pattern'][] = ['waves', 'grid', 'rings', 'stripes', 'dots'];

/** Price bands per region in USD cents (min, max), from what a day pass costs there. */
const PRICE_BANDS: Record<City['region'], [number, number]> = {
  US: [1500, 3500],
  GB: [1200, 2800],
  EU: [1000, 2500],
  CA: [1200, 2800],
  AU: [1400, 3000],
  JP: [1000, 2500],
  SG: [1200, 3000],
  IN: [300, 1000],
  BR: [500, 1500],
  MX: [400, 1200],
};

const day = (open: string, close: string) => ({ open, close });
const HOURS_TEMPLATES: { name: string; hours: OpeningHours }[] = [
  {
    name: 'standard',
    hours: {
      mon: day('06:00', '22:00'),
      tue: day('06:00', '22:00'),
      wed: day('06:00', '22:00'),
      thu: day('06:00', '22:00'),
      fri: day('06:00', '21:00'),
      sat: day('08:00', '20:00'),
      sun: day('08:00', '18:00'),
    },
  },
  {
    name: 'early',
    hours: {
      mon: day('05:00', '23:00'),
      tue: day('05:00', '23:00'),
      wed: day('05:00', '23:00'),
      thu: day('05:00', '23:00'),
      fri: day('05:00', '23:00'),
      sat: day('07:00', '21:00'),
      sun: day('07:00', '21:00'),
    },
  },
  {
    name: 'boutique',
    hours: {
      mon: day('07:00', '21:00'),
      tue: day('07:00', '21:00'),
      wed: day('07:00', '21:00'),
      thu: day('07:00', '21:00'),
      fri: day('07:00', '20:00'),
      sat: day('09:00', '14:00'),
      sun: null,
    },
  },
  {
    name: 'all-day',
    hours: {
      mon: day('00:00', '24:00'),
      tue: day('00:00', '24:00'),
      wed: day('00:00', '24:00'),
      thu: day('00:00', '24:00'),
      fri: day('00:00', '24:00'),
      sat: day('00:00', '24:00'),
      sun: day('00:00', '24:00'),
    },
  },
];

/** The hours a new partner gym starts with, until its panel sets its own. */
export const STANDARD_OPENING_HOURS: OpeningHours = HOURS_TEMPLATES[0]!.hours;

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}

/** A point within `radiusKm` of the city centre, uniform over the disc. */
function scatter(random: () => number, city: City, radiusKm: number): { latitude: number; longitude: number } {
  const distance = radiusKm * Math.sqrt(random());
  const bearing = random() * 2 * Math.PI;
  const dLat = (distance * Math.cos(bearing)) / 111.32;
  const dLon = (distance * Math.sin(bearing)) / (111.32 * Math.cos((city.latitude * Math.PI) / 180));
  return { latitude: round(city.latitude + dLat, 5), longitude: round(city.longitude + dLon, 5) };
}

function round(value: number, decimals: number): number {
  return Math.round(value * 10 ** decimals) / 10 ** decimals;
}

/** A catalogue gym with the reviews its rating is made of. */
export interface SeededGym {
  gym: GymRecord;
  reviews: SeedReview[];
}

function gymFor(city: City, id: string, indexInCity: number): SeededGym {
  const random = seededRandom(id);
  const neighbourhood = city.neighbourhoods[indexInCity % city.neighbourhoods.length]!;
  const name = `${pick(random, BRANDS)} ${pick(random, KINDS)} ${neighbourhood}`;
  const template = random() < 0.12 ? HOURS_TEMPLATES[3]! : pick(random, HOURS_TEMPLATES.slice(0, 3));
  const amenities = new Set<Amenity>(['showers', 'lockers', 'free-weights', 'cardio']);
  for (const amenity of AMENITIES) if (amenity !== '24-hour' && random() < 0.35) amenities.add(amenity);
  if (template.name === 'all-day') amenities.add('24-hour');
  const [minPrice, maxPrice] = PRICE_BANDS[city.region];
  const priceUsdCents = Math.round(between(random, minPrice, maxPrice) / 50) * 50;
  const reviewCount = Math.floor(random() ** 2 * (MAX_SEED_REVIEWS + 1));
  const quality = between(random, 3.2, 4.9);
  const streetNumber = 1 + Math.floor(random() * 480);
  const { latitude, longitude } = scatter(random, city, city.region === 'SG' ? 3 : 8);
  const photoSeed = Math.floor(random() * 2 ** 31);
  const palette = pick(random, PALETTES);
  const scenes = scenesFor(amenities);
  const photos: GymPhoto[] = [0, 1, 2].map((n) => ({
    seed: photoSeed + n,
    palette: n === 0 ? palette : pick(random, PALETTES),
    pattern: pick(random, PATTERNS),
    scene: scenes[n % scenes.length],
    alt: n === 0 ? `${name}, street view` : n === 1 ? `${name}, training floor` : `${name}, studio`,
  }));
  const reviews = seedReviewsFor({ id, city, amenities: [...amenities] }, reviewCount, quality, seededRandom(`${id}#reviews`));
  const gym: GymRecord = {
    id,
    name,
    // The partner's own words go here; the app describes a gym without them from its facts.
    description: '',
    address: { line1: `${streetNumber} ${pick(random, city.streets)}`, postcode: city.postcode(streetNumber) },
    city: city.name,
    region: city.region,
    latitude,
    longitude,
    timeZone: city.timeZone,
    amenities: AMENITIES.filter((a) => amenities.has(a)),
    openingHours: template.hours,
    priceUsdCents,
    capacityPerSlot: 2 * Math.floor(between(random, 4, 21)),
    ratingSum: reviews.reduce((sum, review) => sum + review.stars, 0),
    ratingCount: reviews.length,
    photos,
    version: 1,
    createdAt: CATALOGUE_DATE,
    updatedAt: CATALOGUE_DATE,
  };
  return { gym, reviews };
}

/** The whole catalogue with each gym's seeded reviews, in a stable order: gym-us-001 ... gym-sg-040. */
export function generateSeededCatalogue(): SeededGym[] {
  const gyms: SeededGym[] = [];
  const counters = new Map<string, number>();
  for (const city of CITIES) {
    for (let i = 0; i < city.gyms; i++) {
      const n = (counters.get(city.region) ?? 0) + 1;
      counters.set(city.region, n);
      gyms.push(gymFor(city, `gym-${city.region.toLowerCase()}-${String(n).padStart(3, '0')}`, i));
    }
  }
  return gyms;
}

/** The catalogue's gyms, in a stable order. */
export function generateCatalogue(): GymRecord[] {
  return generateSeededCatalogue().map(({ gym }) => gym);
}
