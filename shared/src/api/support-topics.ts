// The support ticket topics and statuses, free of zod so the app's contact form can list them
// without loading the API schemas.
export const TICKET_TOPICS = ['booking', 'cancellation', 'checkin', 'rewards', 'wallet', 'account', 'partners', 'other'] as const;
/** open: waiting for the team; answered: the team replied; closed: done. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
