// The panel's shared reads and how a refusal is worded: by the answer's `field` and `code`
// (api/field-errors.ts), in the professional's language, never the server's English text; a failure
// without an answer (no connection) by the panel's offline message.
import type { ProfessionalKind } from '@fitchoice/shared/api';
import type { FeatureRouteId } from '@fitchoice/shared/api/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../api/client';
import { takeEarlyRead } from '../../api/early-read';
import { type RefusalTable, wordRefusal } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import { EARLY_READS } from '../panels/early-read';
import { PANEL_ROUTES } from './panel-api';
import './messages';

const EARLY_PROFILE = { trainer: EARLY_READS.trainerProfile, nutritionist: EARLY_READS.nutritionistProfile } as const;
const readProfile = (kind: ProfessionalKind) => apiCall(PANEL_ROUTES[kind].profile, {});
type ProfileAnswer = Awaited<ReturnType<typeof readProfile>>;

/** The panel's profile; on a page opened at the panel, the read started with the app (layout/first-reads/). */
export function useProfile(kind: ProfessionalKind) {
  return useQuery({
    queryKey: apiQueryKey(PANEL_ROUTES[kind].profile),
    queryFn: () => takeEarlyRead<ProfileAnswer>(EARLY_PROFILE[kind]) ?? readProfile(kind),
  });
}

/** Every request field a panel call may be refused for (profile, upload, certification, availability, review), and its wording. */
export const PRO_PANEL_FIELDS = {
  name: 'proPanel.invalid.name',
  headline: 'proPanel.invalid.headline',
  bio: 'proPanel.invalid.bio',
  specialties: 'proPanel.invalid.specialties',
  languages: 'proPanel.invalid.languages',
  gymIds: 'proPanel.invalid.gyms',
  video: 'proPanel.invalid.video',
  photoKey: 'proPanel.invalid.upload',
  documentKey: 'proPanel.invalid.upload',
  contentType: 'proPanel.invalid.file',
  size: 'proPanel.invalid.file',
  issuer: 'proPanel.invalid.issuer',
  number: 'proPanel.invalid.number',
  timeZone: 'proPanel.invalid.timeZone',
  weekly: 'proPanel.invalid.hours',
  overrides: 'proPanel.invalid.hours',
  reason: 'proPanel.invalid.reason',
  url: 'proPanel.invalid.url',
} as const satisfies Record<string, MessageId>;

/** The codes the panel's calls answer (functions/src/pro-panel/handler.ts and the guard), worded for the professional or the admin. */
const PRO_PANEL_REFUSALS = {
  unauthorized: 'proPanel.refused.signedOut',
  forbidden: 'proPanel.refused.forbidden',
  password_change_required: 'proPanel.refused.password',
  not_found: 'proPanel.refused.notFound',
  stale_profile: 'proPanel.refused.stale',
  session_not_booked: 'proPanel.refused.sessionDone',
  session_not_started: 'proPanel.refused.sessionNotStarted',
  payment_not_open: 'proPanel.refused.paymentNotOpen',
  payment_already_confirmed: 'proPanel.refused.paymentConfirmed',
  payment_not_at_session: 'proPanel.refused.paymentInCoins',
  payment_cancelled: 'proPanel.refused.sessionDone',
  session_started: 'proPanel.refused.sessionStarted',
  session_not_video: 'proPanel.refused.notVideo',
  slot_taken: 'proPanel.refused.slotTaken',
  slot_in_past: 'proPanel.refused.slotPast',
  slot_beyond_window: 'proPanel.refused.slotBeyond',
  slot_not_a_slot: 'proPanel.refused.notASlot',
  too_many_requests: 'proPanel.refused.tooMany',
  validation_failed: 'proPanel.invalid.other',
  bad_request: 'proPanel.invalid.other',
} as const satisfies RefusalTable<FeatureRouteId<'pro-panel'>>;

/** The message that words a failed panel call: its field's, else its code's, else the panel's fallback. */
export function problemOf(error: unknown): MessageId {
  return wordRefusal(error, {
    fields: PRO_PANEL_FIELDS,
    codes: PRO_PANEL_REFUSALS,
    offline: 'proPanel.refused.offline',
    other: 'proPanel.refused.other',
  }).messageId;
}
