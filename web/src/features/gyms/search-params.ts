// The URL search params of /gyms and /booking-checkout, validated by the route tree. Kept free of
// the zod schemas (the route tree is in the first screen's bundle); the gyms screen narrows the
// amenity list further with the API's list.
export const GYM_SORT_CHOICES = ['distance', 'rating', 'price'] as const;
export type GymSort = (typeof GYM_SORT_CHOICES)[number];
export const DISTANCE_CHOICES_MILES = [1, 5, 10, 25, 50] as const;
export const RATING_CHOICES = [3, 4, 4.5] as const;
/** Price caps in USD; the screen shows each in the region's currency. */
export const PRICE_CHOICES_USD = [10, 15, 20, 30] as const;
export const DEFAULT_MILES = 25;

/** The /gyms URL search params. Every field is optional so a bare /gyms link is valid. */
export interface GymsSearch {
  q?: string;
  /** Comma-separated amenity ids. */
  amenities?: string;
  open?: boolean;
  price?: number;
  rating?: number;
  miles?: number;
  sort?: GymSort;
  view?: 'list' | 'map';
  /** The open gym page: /gyms?gym=<id>. The spec's route table has /gyms and no gym route. */
  gym?: string;
}

const oneOf = <T extends number>(choices: readonly T[], value: unknown): T | undefined =>
  choices.find((choice) => choice === Number(value));
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const id = (value: unknown) => {
  const v = text(value);
  return v && v.length <= 64 ? v : undefined;
};

/** TanStack Router's validateSearch for /gyms: unknown or malformed values are dropped, defaults left out. */
export function validateGymsSearch(search: Record<string, unknown>): GymsSearch {
  const result: GymsSearch = {};
  const q = text(search.q).slice(0, 80);
  if (q) result.q = q;
  const amenities = text(search.amenities)
    .split(',')
    .map((a) => a.trim())
    .filter((a) => /^[a-z0-9-]{1,30}$/.test(a));
  if (amenities.length > 0) result.amenities = amenities.join(',');
  if (search.open === true || search.open === 'true' || search.open === '1') result.open = true;
  const price = oneOf(PRICE_CHOICES_USD, search.price);
  if (price !== undefined) result.price = price;
  const rating = oneOf(RATING_CHOICES, search.rating);
  if (rating !== undefined) result.rating = rating;
  const miles = oneOf(DISTANCE_CHOICES_MILES, search.miles);
  if (miles !== undefined && miles !== DEFAULT_MILES) result.miles = miles;
  const sort = GYM_SORT_CHOICES.find((s) => s === search.sort);
  if (sort && sort !== 'distance') result.sort = sort;
  if (search.view === 'map') result.view = 'map';
  const gym = id(search.gym);
  if (gym) result.gym = gym;
  return result;
}

/** /booking-checkout?gym=<id>&slot=<ISO start>: the visit being checked out. */
export interface CheckoutSearch {
  gym?: string;
  slot?: string;
}

export function validateCheckoutSearch(search: Record<string, unknown>): CheckoutSearch {
  const result: CheckoutSearch = {};
  const gym = id(search.gym);
  if (gym) result.gym = gym;
  const slot = text(search.slot);
  if (slot && !Number.isNaN(Date.parse(slot))) result.slot = slot;
  return result;
}
