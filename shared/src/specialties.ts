// The specialties a trainer or a nutritionist offers: the directory's filters, a partner's
// application and the panels' profiles. Without zod, so a screen that only lists them loads no
// schemas; api/professionals.ts and api/partners.ts build their schemas on these lists.

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
