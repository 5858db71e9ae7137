// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The pro-panel routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const proPanelTrainerUpdateProfile = {
  name: { required: true, minLength: 1, maxLength: 80 },
  headline: { maxLength: 120 },
  bio: { maxLength: 2000 },
} as const satisfies Record<string, InputLimits>;
export const proPanelTrainerUpload = {
  purpose: { required: true },
  contentType: { required: true },
} as const satisfies Record<string, InputLimits>;
export const proPanelTrainerAddCertification = {
  name: { required: true, minLength: 1, maxLength: 120 },
  issuer: { required: true, minLength: 1, maxLength: 120 },
  number: { required: true, minLength: 1, maxLength: 64 },
  documentKey: { required: true },
} as const satisfies Record<string, InputLimits>;
export const proPanelTrainerUpdateAvailability = {
  timeZone: { required: true },
  'weekly.mon.start': { required: true },
  'weekly.mon.end': { required: true },
  'weekly.tue.start': { required: true },
  'weekly.tue.end': { required: true },
  'weekly.wed.start': { required: true },
  'weekly.wed.end': { required: true },
  'weekly.thu.start': { required: true },
  'weekly.thu.end': { required: true },
  'weekly.fri.start': { required: true },
  'weekly.fri.end': { required: true },
  'weekly.sat.start': { required: true },
  'weekly.sat.end': { required: true },
  'weekly.sun.start': { required: true },
  'weekly.sun.end': { required: true },
  'overrides.date': { required: true },
  'overrides.ranges.start': { required: true },
  'overrides.ranges.end': { required: true },
} as const satisfies Record<string, InputLimits>;
export const proPanelTrainerReply = {
  text: { required: true, minLength: 1, maxLength: 1000 },
} as const satisfies Record<string, InputLimits>;
export const proPanelTrainerCancelSession = {
  reason: { required: true, minLength: 3, maxLength: 300 },
} as const satisfies Record<string, InputLimits>;
export const proPanelTrainerMoveSession = {
  start: { required: true },
  reason: { required: true, minLength: 3, maxLength: 300 },
} as const satisfies Record<string, InputLimits>;
export const proPanelTrainerVideoLink = {
  url: { required: true, maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
export const proPanelNutritionistUpdateProfile = {
  name: { required: true, minLength: 1, maxLength: 80 },
  headline: { maxLength: 120 },
  bio: { maxLength: 2000 },
} as const satisfies Record<string, InputLimits>;
export const proPanelNutritionistUpload = {
  purpose: { required: true },
  contentType: { required: true },
} as const satisfies Record<string, InputLimits>;
export const proPanelNutritionistAddCertification = {
  name: { required: true, minLength: 1, maxLength: 120 },
  issuer: { required: true, minLength: 1, maxLength: 120 },
  number: { required: true, minLength: 1, maxLength: 64 },
  documentKey: { required: true },
} as const satisfies Record<string, InputLimits>;
export const proPanelNutritionistUpdateAvailability = {
  timeZone: { required: true },
  'weekly.mon.start': { required: true },
  'weekly.mon.end': { required: true },
  'weekly.tue.start': { required: true },
  'weekly.tue.end': { required: true },
  'weekly.wed.start': { required: true },
  'weekly.wed.end': { required: true },
  'weekly.thu.start': { required: true },
  'weekly.thu.end': { required: true },
  'weekly.fri.start': { required: true },
  'weekly.fri.end': { required: true },
  'weekly.sat.start': { required: true },
  'weekly.sat.end': { required: true },
  'weekly.sun.start': { required: true },
  'weekly.sun.end': { required: true },
  'overrides.date': { required: true },
  'overrides.ranges.start': { required: true },
  'overrides.ranges.end': { required: true },
} as const satisfies Record<string, InputLimits>;
export const proPanelNutritionistReply = {
  text: { required: true, minLength: 1, maxLength: 1000 },
} as const satisfies Record<string, InputLimits>;
export const proPanelNutritionistCancelSession = {
  reason: { required: true, minLength: 3, maxLength: 300 },
} as const satisfies Record<string, InputLimits>;
export const proPanelNutritionistMoveSession = {
  start: { required: true },
  reason: { required: true, minLength: 3, maxLength: 300 },
} as const satisfies Record<string, InputLimits>;
export const proPanelNutritionistVideoLink = {
  url: { required: true, maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
export const proPanelAdminRejectCertification = {
  reason: { required: true, minLength: 1, maxLength: 300 },
} as const satisfies Record<string, InputLimits>;
