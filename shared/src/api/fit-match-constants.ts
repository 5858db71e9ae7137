// Fit match's choices, without zod: the fit-match screen reads them without loading the schemas
// (fit-match.ts builds its schemas from them and re-exports them).

export const FIT_GOALS = ['strength', 'weight_loss', 'endurance', 'mobility', 'muscle', 'general'] as const;
export const FIT_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const TRAINING_TIMES = ['early_morning', 'morning', 'midday', 'evening', 'night', 'weekend'] as const;
export const LOOKING_FOR = ['spotter', 'running_partner', 'class_buddy', 'accountability'] as const;
