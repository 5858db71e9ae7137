// The partner notices' kinds and channels, without zod: the notice settings read them without
// loading the schemas (notices.ts builds its schemas from them and re-exports them).

export const PARTNER_NOTICE_KINDS = ['booking', 'cancellation', 'review'] as const;
export type PartnerNoticeKind = (typeof PARTNER_NOTICE_KINDS)[number];
export const PARTNER_NOTICE_CHANNELS = ['push', 'mail'] as const;
export type PartnerNoticeChannel = (typeof PARTNER_NOTICE_CHANNELS)[number];
