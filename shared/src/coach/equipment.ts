// Which exercises a member can do: the equipment they have (or their usual gym's, from its
// amenities), the movements they avoid and their level.
import { LEVEL_RANK } from './limits';
import type { AvoidTag, CoachProfile, Equipment, Exercise } from './types';

/** What a gym's amenities (shared/api AMENITIES) put within reach; every gym has machines, cables, benches and mats. */
export function equipmentForAmenities(amenities: readonly string[]): Equipment[] {
  const equipment = new Set<Equipment>(['machine', 'cable', 'bench', 'mat', 'band', 'box']);
  if (amenities.includes('free-weights')) {
    for (const item of ['dumbbell', 'barbell', 'kettlebell', 'pull_up_bar'] as const) equipment.add(item);
  }
  if (amenities.includes('cardio')) {
    for (const item of ['treadmill', 'bike', 'rower', 'jump_rope'] as const) equipment.add(item);
  }
  if (amenities.includes('boxing')) equipment.add('jump_rope');
  return [...equipment];
}

export function hasEquipmentFor(exercise: Exercise, equipment: readonly Equipment[]): boolean {
  return exercise.equipment.every((item) => equipment.includes(item));
}

export function avoidedBy(exercise: Exercise, avoid: readonly AvoidTag[]): AvoidTag[] {
  return exercise.stresses.filter((tag) => avoid.includes(tag));
}

/** The member can do it: equipment at hand, nothing they avoid, not above their level. */
export function suitsProfile(exercise: Exercise, profile: Pick<CoachProfile, 'equipment' | 'avoid' | 'level'>): boolean {
  return (
    hasEquipmentFor(exercise, profile.equipment) &&
    avoidedBy(exercise, profile.avoid).length === 0 &&
    LEVEL_RANK[exercise.level] <= LEVEL_RANK[profile.level]
  );
}
