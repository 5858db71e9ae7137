// The outbox kinds of the member's booking actions and the XP conversion (actions.ts sends and
// applies them). On their own, so a reader of the outbox (the header's balance) does not load the
// bookings' code with them.
export const ACTION = {
  book: 'booking',
  cancel: 'booking-cancel',
  checkin: 'checkin',
  convert: 'xp-convert',
} as const;
