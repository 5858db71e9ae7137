// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
import type { OutboxRouteId, RouteRef } from '../contract';
import { heartbeatSend } from './heartbeat.gen';
import { walletPurchase } from './wallet.gen';
import { reviewsCreate, reviewsHelpful, reviewsReport } from './reviews.gen';
import { bookingsCreate, bookingsCancel } from './bookings.gen';
import { checkInCreate } from './check-in.gen';
import { rewardsConvert } from './rewards.gen';
import { storeRedeem } from './store.gen';
import { challengesCreate, challengesJoin, challengesLeave } from './challenges.gen';
import { professionalsReview, professionalsBook, professionalsCancel, professionalsReschedule } from './professionals.gen';
import { gymPanelCheckin, gymPanelRecordPayment } from './gym-panel.gen';
import { coachSavePlan, coachSaveMessage } from './coach.gen';
import { moodPut, moodDelete } from './mood.gen';
import { motivationSetReminder } from './motivation.gen';
import { workoutsLog } from './workouts.gen';
import { avatarSave, avatarBuy } from './avatar.gen';
import { supportCreateTicket, supportReply } from './support.gen';
import { friendsRequest, friendsAccept, friendsDropRequest, friendsRemove, friendsBlock, friendsUnblock, friendsSaveSettings } from './friends.gen';
import { socialCreatePost, socialDeletePost, socialGiveKudos, socialTakeKudos, socialComment, socialReportPost, socialReportComment } from './social.gen';
import { chatCreate, chatSend, chatRead } from './chat.gen';
import { fitMatchSaveProfile, fitMatchOptOut, fitMatchLike, fitMatchPass, fitMatchUnmatch } from './fit-match.gen';

/** The routes the outbox queues, by id: what an entry (keyed by its route id) is sent as, labelled and batched by. */
export const OUTBOX_ROUTES = {
  'heartbeat.send': heartbeatSend,
  'wallet.purchase': walletPurchase,
  'reviews.create': reviewsCreate,
  'reviews.helpful': reviewsHelpful,
  'reviews.report': reviewsReport,
  'bookings.create': bookingsCreate,
  'bookings.cancel': bookingsCancel,
  'check-in.create': checkInCreate,
  'rewards.convert': rewardsConvert,
  'store.redeem': storeRedeem,
  'challenges.create': challengesCreate,
  'challenges.join': challengesJoin,
  'challenges.leave': challengesLeave,
  'professionals.review': professionalsReview,
  'professionals.book': professionalsBook,
  'professionals.cancel': professionalsCancel,
  'professionals.reschedule': professionalsReschedule,
  'gym-panel.checkin': gymPanelCheckin,
  'gym-panel.recordPayment': gymPanelRecordPayment,
  'coach.savePlan': coachSavePlan,
  'coach.saveMessage': coachSaveMessage,
  'mood.put': moodPut,
  'mood.delete': moodDelete,
  'motivation.setReminder': motivationSetReminder,
  'workouts.log': workoutsLog,
  'avatar.save': avatarSave,
  'avatar.buy': avatarBuy,
  'support.createTicket': supportCreateTicket,
  'support.reply': supportReply,
  'friends.request': friendsRequest,
  'friends.accept': friendsAccept,
  'friends.dropRequest': friendsDropRequest,
  'friends.remove': friendsRemove,
  'friends.block': friendsBlock,
  'friends.unblock': friendsUnblock,
  'friends.saveSettings': friendsSaveSettings,
  'social.createPost': socialCreatePost,
  'social.deletePost': socialDeletePost,
  'social.giveKudos': socialGiveKudos,
  'social.takeKudos': socialTakeKudos,
  'social.comment': socialComment,
  'social.reportPost': socialReportPost,
  'social.reportComment': socialReportComment,
  'chat.create': chatCreate,
  'chat.send': chatSend,
  'chat.read': chatRead,
  'fit-match.saveProfile': fitMatchSaveProfile,
  'fit-match.optOut': fitMatchOptOut,
  'fit-match.like': fitMatchLike,
  'fit-match.pass': fitMatchPass,
  'fit-match.unmatch': fitMatchUnmatch,
} as const satisfies { [Id in OutboxRouteId]: RouteRef<Id> };
