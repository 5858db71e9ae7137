// What partners are told: a new booking, a cancellation and a review reach the gym's partner (its
// visits and reviews) or the professional (their sessions and reviews) by push and by mail, each
// kind on each channel switched in the partner's panel settings (all on until changed).
//   GET /api/panel/notifications   -> {settings}
//   PUT /api/panel/notifications   partnerNoticeSettingsSchema -> {settings}
import * as z from 'zod';
import type { RouteTable } from './route-contract';

export * from './notice-constants';

/** A partner notice's push notification kind (the service worker words it): one per notice kind. */
export const PARTNER_PUSH_KINDS = ['partner_booking', 'partner_cancellation', 'partner_review'] as const;
export type PartnerPushKind = (typeof PARTNER_PUSH_KINDS)[number];

const channelsSchema = z.strictObject({ push: z.boolean(), mail: z.boolean() });
export const partnerNoticeSettingsSchema = z.strictObject({
  booking: channelsSchema,
  cancellation: channelsSchema,
  review: channelsSchema,
});
export type PartnerNoticeSettings = z.infer<typeof partnerNoticeSettingsSchema>;

export const DEFAULT_PARTNER_NOTICE_SETTINGS: PartnerNoticeSettings = {
  booking: { push: true, mail: true },
  cancellation: { push: true, mail: true },
  review: { push: true, mail: true },
};

export const partnerNoticeSettingsResponseSchema = z.object({ settings: partnerNoticeSettingsSchema });

const PARTNER_GUARD = ['gym_partner', 'trainer', 'nutritionist'] as const;

export const noticeRoutes = {
  'notices.partnerSettings': {
    method: 'GET',
    path: '/api/panel/notifications',
    guard: PARTNER_GUARD,
    summary: 'Which notices (new bookings, cancellations, reviews) the partner gets by push and by mail',
    // The notices function sends every notice the others queue (functions/src/notices/queue.ts).
    needs: ['mail', 'push'],
    response: partnerNoticeSettingsResponseSchema,
  },
  'notices.updatePartnerSettings': {
    method: 'PUT',
    path: '/api/panel/notifications',
    guard: PARTNER_GUARD,
    summary: 'Switch each notice kind on or off, per channel',
    needs: ['mail', 'push'],
    body: partnerNoticeSettingsSchema,
    response: partnerNoticeSettingsResponseSchema,
  },
} as const satisfies RouteTable;
