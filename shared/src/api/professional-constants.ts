// A professional's specialties, session lengths, buffers and booking window, without zod: the
// directory's filters, a partner's application and the pro panels read them without loading the
// schemas (professionals.ts and partners.ts build their schemas on them; professionals.ts
// re-exports them).

/** Lengths a professional may offer; each a multiple of 15 minutes so slots meet the lock grid. */
export const SESSION_LENGTHS = [15, 30, 45, 60, 75, 90, 120] as const;
/** Buffers are multiples of 5 minutes, at most this much on each side. */
export const MAX_BUFFER_MINUTES = 30;
export const MAX_BOOKING_WINDOW_DAYS = 90;

export const TRAINER_SPECIALTIES = ['strength', 'weight-loss', 'hiit', 'yoga', 'pilates', 'mobility', 'boxing', 'running'] as const;
export type TrainerSpecialty = (typeof TRAINER_SPECIALTIES)[number];

export const NUTRITIONIST_SPECIALTIES = [
  'sports-nutrition',
  'weight-management',
  'plant-based',
  'diabetes',
  'gut-health',
  'meal-planning',
] as const;
export type NutritionistSpecialty = (typeof NUTRITIONIST_SPECIALTIES)[number];

export const SPECIALTIES = [...TRAINER_SPECIALTIES, ...NUTRITIONIST_SPECIALTIES] as const;
export type Specialty = (typeof SPECIALTIES)[number];

/** The specialties each kind of professional picks from, in the order they are shown. */
export const SPECIALTIES_OF = { trainer: TRAINER_SPECIALTIES, nutritionist: NUTRITIONIST_SPECIALTIES } as const;
