// The outbox sheet's words for a refused entry, by its route: the words its feature shows where
// the action was made (its refusal table), loaded with that feature's strings only when the sheet
// shows such an entry. Every route whose contract declares codes of its own is here, with a table
// that words each of them (OwnRefusalTable): a route or a code added without words fails to compile.
// A code no table words is worded by the codes any route may answer (features/refusals/words.ts).
import type { RouteErrorCode } from '@fitchoice/shared/api/contract';
import * as routes from '@fitchoice/shared/api/routes';
import type { OwnRefusalTable } from '../../api/field-errors';
import type { OutboxRouteId, SettledEntry } from '../../outbox/entries';
import type { RefusalWords, WordRefusal } from '../../outbox/OutboxStatus';
import { refusalWordsOf } from '../refusals/words';

/** A route's refusal table, and the values its messages take. */
interface RouteRefusals<Id extends OutboxRouteId> {
  codes: OwnRefusalTable<Id>;
  values?: Record<string, string | number>;
}
type Loader<Id extends OutboxRouteId> = () => Promise<RouteRefusals<Id>>;
/** Required for every route with codes of its own; the others may word the codes any route answers their way. */
type Loaders = { [Id in OutboxRouteId as [RouteErrorCode<Id>] extends [never] ? never : Id]: Loader<Id> } & {
  [Id in OutboxRouteId]?: Loader<Id>;
};

const bookings = () => import('../bookings/refusals').then(({ BOOKING_REFUSALS }) => ({ codes: BOOKING_REFUSALS }));
const sessions = () => import('../professionals/refusals').then(({ PRO_REFUSALS }) => ({ codes: PRO_REFUSALS }));
const challenges = () =>
  import('../challenges/refusals').then(({ CHALLENGE_REFUSALS, challengeRefusalValues }) => ({
    codes: CHALLENGE_REFUSALS,
    values: challengeRefusalValues,
  }));
const reviewActions = () => import('../gyms/refusals').then(({ REVIEW_ACTION_REFUSALS }) => ({ codes: REVIEW_ACTION_REFUSALS }));
const avatar = () => import('../avatar-studio/refusals').then(({ AVATAR_REFUSALS }) => ({ codes: AVATAR_REFUSALS }));
const postActions = () => import('../social/refusals').then(({ POST_ACTION_REFUSALS }) => ({ codes: POST_ACTION_REFUSALS }));
const chat = () => import('../chat/refusals').then(({ CHAT_REFUSALS }) => ({ codes: CHAT_REFUSALS }));
const friends = () => import('../friends/refusals').then(({ FRIEND_REFUSALS }) => ({ codes: FRIEND_REFUSALS }));
const fitMatch = () => import('../fit-match/refusals').then(({ FIT_MATCH_REFUSALS }) => ({ codes: FIT_MATCH_REFUSALS }));

// Keyed by the routes' exports: their ids read like message ids to the catalogue checks.
const BY_ROUTE: Loaders = {
  [routes.walletPurchase.id]: () => import('../wallet/refusals').then(({ PURCHASE_REFUSALS }) => ({ codes: PURCHASE_REFUSALS })),
  [routes.reviewsCreate.id]: () => import('../gyms/refusals').then(({ REVIEW_REFUSALS }) => ({ codes: REVIEW_REFUSALS })),
  [routes.reviewsHelpful.id]: reviewActions,
  [routes.reviewsReport.id]: reviewActions,
  [routes.bookingsCreate.id]: bookings,
  [routes.bookingsCancel.id]: bookings,
  [routes.checkInCreate.id]: () => import('../check-in/refusals').then(({ CHECKIN_REFUSALS }) => ({ codes: CHECKIN_REFUSALS })),
  [routes.rewardsConvert.id]: () => import('../profile/refusals').then(({ CONVERT_REFUSALS }) => ({ codes: CONVERT_REFUSALS })),
  [routes.storeRedeem.id]: () => import('../store/refusals').then(({ REDEEM_REFUSALS }) => ({ codes: REDEEM_REFUSALS })),
  [routes.challengesCreate.id]: challenges,
  [routes.challengesJoin.id]: challenges,
  [routes.challengesLeave.id]: challenges,
  [routes.professionalsReview.id]: sessions,
  [routes.professionalsBook.id]: sessions,
  [routes.professionalsCancel.id]: sessions,
  [routes.professionalsReschedule.id]: sessions,
  [routes.gymPanelCheckin.id]: () =>
    import('../gym-panel/desk-refusals').then(({ DESK_CHECKIN_REFUSALS }) => ({ codes: DESK_CHECKIN_REFUSALS })),
  [routes.gymPanelRecordPayment.id]: () =>
    import('../gym-panel/desk-refusals').then(({ PAYMENT_REFUSALS }) => ({ codes: PAYMENT_REFUSALS })),
  [routes.coachSavePlan.id]: () => import('../coach/refusals').then(({ COACH_REFUSALS }) => ({ codes: COACH_REFUSALS })),
  [routes.workoutsLog.id]: () => import('../workouts/refusals').then(({ WORKOUT_REFUSALS }) => ({ codes: WORKOUT_REFUSALS })),
  [routes.avatarSave.id]: avatar,
  [routes.avatarBuy.id]: avatar,
  [routes.friendsRequest.id]: friends,
  [routes.friendsAccept.id]: friends,
  [routes.friendsDropRequest.id]: friends,
  [routes.friendsRemove.id]: friends,
  [routes.friendsBlock.id]: friends,
  [routes.friendsUnblock.id]: friends,
  [routes.socialCreatePost.id]: () => import('../social/refusals').then(({ POST_REFUSALS }) => ({ codes: POST_REFUSALS })),
  [routes.socialComment.id]: () => import('../social/refusals').then(({ COMMENT_REFUSALS }) => ({ codes: COMMENT_REFUSALS })),
  [routes.socialDeletePost.id]: postActions,
  [routes.socialGiveKudos.id]: postActions,
  [routes.socialTakeKudos.id]: postActions,
  [routes.socialReportPost.id]: postActions,
  [routes.socialReportComment.id]: postActions,
  [routes.chatCreate.id]: () => import('../chat/refusals').then(({ CONVERSATION_REFUSALS }) => ({ codes: CONVERSATION_REFUSALS })),
  [routes.chatSend.id]: chat,
  [routes.chatRead.id]: chat,
  [routes.fitMatchLike.id]: fitMatch,
  [routes.fitMatchPass.id]: fitMatch,
  [routes.fitMatchUnmatch.id]: fitMatch,
};

/** A refused entry's words in the sheet: its feature's for its code, else the common ones. */
export async function outboxRefusalWords(entry: SettledEntry): Promise<RefusalWords> {
  const load = BY_ROUTE[entry.route] as Loader<OutboxRouteId> | undefined;
  const { codes, values } = load ? await load() : { codes: {}, values: undefined };
  return refusalWordsOf(entry, codes, values);
}

export const wordOutboxRefusal: WordRefusal = outboxRefusalWords;
