// Every key of the gym, booking and rewards items (the user, session, ledger keys are in keys.ts).
//   GYM#<id> / GYM                 the gym; GSI1: GYM#REGION#<region> / <geohash6>#<id> while listed,
//                                  else GYM#UNLISTED / <id> (drafts and unlisted gyms, for admins)
//   GYM#<id> / SLOT#<startIso>     a slot's booked counter (created by its first booking)
//   GYM#<id> / REVIEW#<userId>     a member's one review of a gym; GSI1: GYMREVIEWS#<gymId> /
//                                  <createdAt>#<reviewId> (newest), GSI2: GYMREVIEWS#<gymId> /
//                                  <helpfulCount, 10 digits>#<createdAt>#<reviewId> (most helpful)
//   GYM#<id> / STAFF#<userId>      someone the owner invited to work the gym's front desk
//   REVIEW#<reviewId> / REVIEW     which gym and author an (opaque, random) review id names
//   REVIEW#<reviewId> / HELPFUL#<userId> and / REPORT#<userId>   one vote / report per member; a vote
//                                  has GSI1: REVIEWVOTER#<userId> / <createdAt>, a report REVIEWREPORTER#<userId> /
//                                  <createdAt> ("Delete my account" finds them)
//   REVIEW#<reviewId> / REPORTNET#<network>   the one report from a network that may weigh
//   GYM#<id> / PARTNER#<userId>    the gym's partner account (its owner), told of its bookings and reviews
//   BOOKING#<id> / BOOKING         a booking; GSI1: USERBOOKINGS#<userId> / <slotStartIso>#<id>
//   USER#<id> / SLOTHOLD#<gymId>#<slotStartIso>   one live booking per member per slot
//   USER#<id> / VISITED#<gymId>    the member checked in there (may review it), written at the first visit
//   USER#<id> / STATS              lifetime XP, streak, counters (version-checked)
//   USER#<id> / ACTIVITY#<at>#<id> the member's history, with XP ledger fields
//   USER#<id> / SCORE#ALL#<scope>  the member's leaderboard scores in a scope (GLOBAL, REGION#<r>): all-time
//                                  on GSI2: BOARD#ALL#<scope> / <paddedScore>#<userId>, and its ISO week's
//                                  on GSI1: BOARD#WEEK#<week>#<scope> / <paddedWeekScore>#<userId>
//   USER#<id> / SCORE#WEEK#<week>#<scope>  a weekly score as written before it moved onto the scope's
//                                  item (GSI2: BOARD#WEEK#<week>#<scope> / ...), read and moved there at the next gain
//   CATALOGUE / GYMS               which catalogue version is seeded
import { GYM_CELL_PRECISION, geohash } from './geo-cells';

export const gymKeys = {
  gym: (gymId: string) => ({ PK: `GYM#${gymId}`, SK: 'GYM' }),
  gymIndex: (region: string, latitude: number, longitude: number, gymId: string) => ({
    GSI1PK: gymKeys.regionPartition(region),
    GSI1SK: `${geohash(latitude, longitude, GYM_CELL_PRECISION)}#${gymId}`,
  }),
  regionPartition: (region: string) => `GYM#REGION#${region}`,
  unlistedIndex: (gymId: string) => ({ GSI1PK: gymKeys.unlistedPartition, GSI1SK: gymId }),
  unlistedPartition: 'GYM#UNLISTED',
  partner: (gymId: string, userId: string) => ({ PK: `GYM#${gymId}`, SK: `PARTNER#${userId}` }),
  partnerPrefix: 'PARTNER#',
  slot: (gymId: string, slotStart: string) => ({ PK: `GYM#${gymId}`, SK: `SLOT#${slotStart}` }),
  slotPrefix: 'SLOT#',
  staff: (gymId: string, userId: string) => ({ PK: `GYM#${gymId}`, SK: `STAFF#${userId}` }),
  staffPrefix: 'STAFF#',
  review: (gymId: string, userId: string) => ({ PK: `GYM#${gymId}`, SK: `REVIEW#${userId}` }),
  reviewPrefix: 'REVIEW#',
  reviewsPartition: (gymId: string) => `GYMREVIEWS#${gymId}`,
  /** Where a review sorts among its gym's: newest (GSI1) and most helpful (GSI2, so it moves with each vote). */
  reviewIndex: (review: { gymId: string; id: string; createdAt: string; helpfulCount: number }) => ({
    GSI1PK: gymKeys.reviewsPartition(review.gymId),
    GSI1SK: `${review.createdAt}#${review.id}`,
    GSI2PK: gymKeys.reviewsPartition(review.gymId),
    GSI2SK: `${String(review.helpfulCount).padStart(10, '0')}#${review.createdAt}#${review.id}`,
  }),
  helpfulVote: (reviewId: string, userId: string) => ({ PK: `REVIEW#${reviewId}`, SK: `HELPFUL#${userId}` }),
  helpfulPrefix: 'HELPFUL#',
  /** On each helpful vote: the votes a member gave, whichever the review. */
  voterIndex: (userId: string, createdAt: string) => ({ GSI1PK: gymKeys.voterPartition(userId), GSI1SK: createdAt }),
  voterPartition: (userId: string) => `REVIEWVOTER#${userId}`,
  report: (reviewId: string, userId: string) => ({ PK: `REVIEW#${reviewId}`, SK: `REPORT#${userId}` }),
  reportPrefix: 'REPORT#',
  /** On each review report: the reports a member filed, whichever the review. */
  reporterIndex: (userId: string, createdAt: string) => ({ GSI1PK: gymKeys.reporterPartition(userId), GSI1SK: createdAt }),
  reporterPartition: (userId: string) => `REVIEWREPORTER#${userId}`,
  reviewPointer: (reviewId: string) => ({ PK: `REVIEW#${reviewId}`, SK: 'REVIEW' }),
  reportNetwork: (reviewId: string, network: string) => ({ PK: `REVIEW#${reviewId}`, SK: `REPORTNET#${network}` }),
  booking: (bookingId: string) => ({ PK: `BOOKING#${bookingId}`, SK: 'BOOKING' }),
  bookingIndex: (userId: string, slotStart: string, bookingId: string) => ({
    GSI1PK: `USERBOOKINGS#${userId}`,
    GSI1SK: `${slotStart}#${bookingId}`,
  }),
  userBookingsPartition: (userId: string) => `USERBOOKINGS#${userId}`,
  slotHold: (userId: string, gymId: string, slotStart: string) => ({ PK: `USER#${userId}`, SK: `SLOTHOLD#${gymId}#${slotStart}` }),
  visited: (userId: string, gymId: string) => ({ PK: `USER#${userId}`, SK: `VISITED#${gymId}` }),
  stats: (userId: string) => ({ PK: `USER#${userId}`, SK: 'STATS' }),
  activity: (userId: string, at: string, id: string) => ({ PK: `USER#${userId}`, SK: `ACTIVITY#${at}#${id}` }),
  activityPrefix: 'ACTIVITY#',
  score: (userId: string, boardId: string) => ({ PK: `USER#${userId}`, SK: `SCORE#${boardId}` }),
  boardPartition: (boardId: string) => `BOARD#${boardId}`,
  catalogue: () => ({ PK: 'CATALOGUE', SK: 'GYMS' }),
} as const;
