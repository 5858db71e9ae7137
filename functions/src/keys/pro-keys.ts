// Every key of the professionals' items (users, ledger and gyms are in keys.ts and gym-keys.ts).
//   PRO#<id> / PRO                     the profile and its rules; GSI1: PRO#KIND#<kind> (listed) or PRO#DRAFT#<kind> (not) / <id>
//   PRO#<id> / LOCK#<cellIso>          a 5-minute cell of the professional's time held by a booking (TTL)
//   PRO#<id> / DAY#<localDate>         sessions booked that day, for the daily cap
//   PRO#<id> / REVIEW#<userId>         a member's one review
//   PRO#<id> / EARNING#<at>#<bookingId> what a completed session earned
//   PRO#<id> / CALFEED                 the professional's calendar feed: its secret token
//   CALFEED#<sha256> / CALFEED         which professional a feed token (stored as its hash) opens
//   PROBOOKING#<id> / PROBOOKING       a session; GSI1: USERPROBOOKINGS#<userId> / <startIso>#<id>,
//                                      GSI2: PROSCHEDULE#<proId> / <startIso>#<id>
//   USER#<id> / PRODONE#<proId>        the member completed a session with them (may review once: `reviewed`)
//   USER#<id> / PROFORGIVEN            when the member's last late cancellation was forgiven
//   CATALOGUE / PROFESSIONALS          which catalogue version is seeded

export const proKeys = {
  professional: (proId: string) => ({ PK: `PRO#${proId}`, SK: 'PRO' }),
  listing: (kind: string, listed: boolean, proId: string) => ({
    GSI1PK: listed ? `PRO#KIND#${kind}` : `PRO#DRAFT#${kind}`,
    GSI1SK: proId,
  }),
  listingPartition: (kind: string, listed: boolean) => (listed ? `PRO#KIND#${kind}` : `PRO#DRAFT#${kind}`),
  lock: (proId: string, cellMs: number) => ({ PK: `PRO#${proId}`, SK: `LOCK#${new Date(cellMs).toISOString()}` }),
  day: (proId: string, localDate: string) => ({ PK: `PRO#${proId}`, SK: `DAY#${localDate}` }),
  dayPrefix: 'DAY#',
  review: (proId: string, userId: string) => ({ PK: `PRO#${proId}`, SK: `REVIEW#${userId}` }),
  reviewPrefix: 'REVIEW#',
  earning: (proId: string, at: string, bookingId: string) => ({ PK: `PRO#${proId}`, SK: `EARNING#${at}#${bookingId}` }),
  earningPrefix: 'EARNING#',
  calendarFeed: (proId: string) => ({ PK: `PRO#${proId}`, SK: 'CALFEED' }),
  calendarFeedToken: (tokenHash: string) => ({ PK: `CALFEED#${tokenHash}`, SK: 'CALFEED' }),
  booking: (bookingId: string) => ({ PK: `PROBOOKING#${bookingId}`, SK: 'PROBOOKING' }),
  bookingIndexes: (userId: string, proId: string, start: string, bookingId: string) => ({
    GSI1PK: `USERPROBOOKINGS#${userId}`,
    GSI1SK: `${start}#${bookingId}`,
    GSI2PK: `PROSCHEDULE#${proId}`,
    GSI2SK: `${start}#${bookingId}`,
  }),
  memberBookingsPartition: (userId: string) => `USERPROBOOKINGS#${userId}`,
  schedulePartition: (proId: string) => `PROSCHEDULE#${proId}`,
  sessionDone: (userId: string, proId: string) => ({ PK: `USER#${userId}`, SK: `PRODONE#${proId}` }),
  sessionDonePrefix: 'PRODONE#',
  forgiveness: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFORGIVEN' }),
  catalogue: () => ({ PK: 'CATALOGUE', SK: 'PROFESSIONALS' }),
} as const;

/** A partner's professional profile id: one per user and kind. */
export function professionalIdOf(userId: string, kind: string): string {
  return `${kind === 'trainer' ? 'tr' : 'nu'}-${userId}`;
}
