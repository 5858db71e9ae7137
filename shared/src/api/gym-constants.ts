// The gym catalogue's and reviews' fixed lists and limits, without zod: the web app's screens read
// them without loading the schemas (gyms.ts builds its schemas from them and re-exports them).

export const AMENITIES = [
  'showers',
  'lockers',
  'towels',
  'wifi',
  'parking',
  'sauna',
  'pool',
  'steam-room',
  'classes',
  'personal-training',
  'free-weights',
  'cardio',
  'boxing',
  'yoga',
  'childcare',
  'accessible',
  '24-hour',
] as const;

export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** What a gym's illustrated photo shows, from its amenities. */
export const GYM_SCENES = ['weights', 'pool', 'boxing', 'yoga', 'cardio'] as const;

/** Where an uploaded photo is read (the fitness-centre panel's route redirects to the file). */
export const GYM_PHOTO_PATH = '/api/gyms/{id}/photos/{photoId}' as const;

export const GYM_SORTS = ['distance', 'rating', 'price'] as const;

export const GYM_SEARCH_MAX_RADIUS_KM = 200;

export const GYM_SEARCH_DEFAULT_RADIUS_KM = 25;

export const GYM_PAGE_DEFAULT = 20;

export const GYM_PAGE_MAX = 50;

export const REVIEW_ORDERS = ['newest', 'helpful'] as const;

export const REVIEW_TEXT_MAX = 2000;

export const REVIEW_PAGE_DEFAULT = 10;

export const REVIEW_PAGE_MAX = 50;

export const REPORT_REASONS = ['spam', 'offensive', 'off-topic', 'fake', 'other'] as const;

/**
 * A review is hidden from the list, until a moderator looks, once reports that weigh reach 3: a report
 * weighs from an account at least 14 days old that checked in at that gym, one per network.
 */
export const REVIEW_HIDE_AFTER_REPORTS = 3;

export type Amenity = (typeof AMENITIES)[number];
