// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// Each route body's text fields and the limits its schema sets, for the web's forms, without zod: one module per
// feature (field-limits/), so a bundle keeps only the modules of the routes its forms name.

/** A text field's limits, as the attributes of its input. */
export interface InputLimits {
  readonly required?: true;
  readonly minLength?: number;
  readonly maxLength?: number;
}

export * from './field-limits/auth.gen';
export * from './field-limits/heartbeat.gen';
export * from './field-limits/wallet.gen';
export * from './field-limits/wallet-links.gen';
export * from './field-limits/reviews.gen';
export * from './field-limits/bookings.gen';
export * from './field-limits/check-in.gen';
export * from './field-limits/store.gen';
export * from './field-limits/challenges.gen';
export * from './field-limits/professionals.gen';
export * from './field-limits/pro-panel.gen';
export * from './field-limits/gym-panel.gen';
export * from './field-limits/coach.gen';
export * from './field-limits/mood.gen';
export * from './field-limits/motivation.gen';
export * from './field-limits/workouts.gen';
export * from './field-limits/avatar.gen';
export * from './field-limits/enterprise.gen';
export * from './field-limits/support.gen';
export * from './field-limits/admin.gen';
export * from './field-limits/account.gen';
export * from './field-limits/friends.gen';
export * from './field-limits/social.gen';
export * from './field-limits/chat.gen';
export * from './field-limits/fit-match.gen';
export * from './field-limits/push.gen';
export * from './field-limits/batch.gen';
