// The specialties each kind of professional picks from: shared's TRAINER_SPECIALTIES and
// NUTRITIONIST_SPECIALTIES (specialties.test.ts checks they are the same lists). Written out here
// since those live in shared/src/api/professionals.ts beside its zod schemas, and importing them
// brought zod and the schemas to the panel's first screen: ~37 KB gzipped in nine files, for two lists.
import type { ProfessionalKind, Specialty } from '@fitchoice/shared/api';

export const SPECIALTIES_OF: Readonly<Record<ProfessionalKind, readonly Specialty[]>> = {
  trainer: ['strength', 'weight-loss', 'hiit', 'yoga', 'pilates', 'mobility', 'boxing', 'running'],
  nutritionist: ['sports-nutrition', 'weight-management', 'plant-based', 'diabetes', 'gut-health', 'meal-planning'],
};
