// The outbox sheet's words for a refused entry, by its route: the words its feature shows where
// the action was made, loaded with that feature's strings only when the sheet shows such an entry.
// A route not here is worded by its code's common words (outbox/refusal-words.ts).
import * as routes from '@fitchoice/shared/api/routes';
import type { OutboxRouteId, SettledEntry } from '../../outbox/outbox';
import type { RefusalWords, WordRefusal } from '../../outbox/refusal-words';

type Loader = () => Promise<(entry: SettledEntry) => RefusalWords>;

const bookings: Loader = () =>
  import('../bookings/refusals').then(({ bookingRefusalId }) => (entry) => ({ id: bookingRefusalId(entry) }));
const sessions: Loader = () =>
  import('../professionals/refusals').then(({ sessionRefusalId }) => (entry) => ({ id: sessionRefusalId(entry) }));
const challenges: Loader = () => import('../challenges/refusals').then(({ challengeRefusalWords }) => challengeRefusalWords);

// Keyed by the routes' exports: their ids read like message ids to the catalogue checks.
const BY_ROUTE: Partial<Record<OutboxRouteId, Loader>> = {
  [routes.bookingsCreate.id]: bookings,
  [routes.bookingsCancel.id]: bookings,
  [routes.checkInCreate.id]: () =>
    import('../check-in/refusals').then(({ checkinRefusalId }) => (entry) => ({ id: checkinRefusalId(entry) })),
  [routes.professionalsBook.id]: sessions,
  [routes.professionalsCancel.id]: sessions,
  [routes.professionalsReschedule.id]: sessions,
  [routes.professionalsReview.id]: sessions,
  [routes.storeRedeem.id]: () =>
    import('../store/refusals').then(({ redeemRefusalId }) => (entry) => ({ id: redeemRefusalId(entry) })),
  [routes.challengesJoin.id]: challenges,
  [routes.challengesLeave.id]: challenges,
  [routes.rewardsConvert.id]: () =>
    import('../profile/refusals').then(({ convertRefusalId }) => (entry) => ({ id: convertRefusalId(entry) })),
};

export const wordOutboxRefusal: WordRefusal = async (entry) => {
  const load = BY_ROUTE[entry.route];
  return load ? (await load())(entry) : null;
};
