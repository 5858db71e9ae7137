// The English names of the kinds of action the outbox sheet lists (each route's contract entry
// names its label, shared/src/api): they load with the sheet, after the first screen has painted,
// not with the core catalogue. Importing this module registers it (i18n/messages/registry.ts); the
// header waits for its copy in the language being shown before it shows the sheet.
import { registerMessages } from '../../i18n/messages/registry';

export const outboxKindMessages = registerMessages(
  {
    'outbox.kind.heartbeat': 'Activity check-in',
    'outbox.kind.purchase': 'SweatCoin purchase',
    'outbox.kind.booking': 'Gym booking',
    'outbox.kind.booking-cancel': 'Booking cancellation',
    'outbox.kind.checkin': 'Check-in',
    'outbox.kind.review': 'Review',
    'outbox.kind.review-helpful': 'Helpful vote',
    'outbox.kind.review-report': 'Review report',
    'outbox.kind.xp-convert': 'XP to SweatCoins',
    'outbox.kind.redemption': 'Reward redemption',
    'outbox.kind.challenge-join': 'Joining a challenge',
    'outbox.kind.challenge-leave': 'Leaving a challenge',
    'outbox.kind.challenge-create': 'Challenge with friends',
    'outbox.kind.session-booking': 'Session booking',
    'outbox.kind.session-cancel': 'Session cancellation',
    'outbox.kind.session-move': 'Session moved',
    'outbox.kind.professional-review': 'Review of a professional',
    'outbox.kind.motivation-reminder': 'Motivation reminder',
    'outbox.kind.desk-checkin': 'Front-desk check-in',
    'outbox.kind.desk-payment': 'Payment at the front desk',
    'outbox.kind.coach-plan': 'Coach plan',
    'outbox.kind.coach-message': 'Message to the coach',
    'outbox.kind.avatar-save': 'Avatar look',
    'outbox.kind.avatar-buy': 'Avatar item purchase',
    'outbox.kind.mood': 'Mood entry',
    'outbox.kind.mood-delete': 'Mood entry deleted',
    'outbox.kind.workout': 'Workout log',
    'outbox.kind.support-ticket': 'Support request',
    'outbox.kind.support-reply': 'Reply to support',
    'outbox.kind.post': 'Post',
    'outbox.kind.post-delete': 'Post deleted',
    'outbox.kind.comment': 'Comment',
    'outbox.kind.kudos': 'Kudos',
    'outbox.kind.kudos-undo': 'Kudos taken back',
    'outbox.kind.post-report': 'Post report',
    'outbox.kind.comment-report': 'Comment report',
    'outbox.kind.social-settings': 'Privacy and sharing settings',
    'outbox.kind.friend-request': 'Friend request',
    'outbox.kind.friend-accept': 'Friend request accepted',
    'outbox.kind.friend-drop': 'Friend request dismissed',
    'outbox.kind.friend-remove': 'Friend removed',
    'outbox.kind.block': 'Member blocked',
    'outbox.kind.unblock': 'Member unblocked',
    'outbox.kind.conversation': 'New conversation',
    'outbox.kind.chat-message': 'Chat message',
    'outbox.kind.chat-read': 'Messages marked read',
    'outbox.kind.fit-match-profile': 'Fit match profile',
    'outbox.kind.fit-match-like': 'Fit match like',
    'outbox.kind.fit-match-pass': 'Fit match pass',
    'outbox.kind.fit-match-opt-out': 'Leaving Fit match',
    'outbox.kind.fit-match-unmatch': 'Fit match undone',
  },
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    outboxKinds: typeof outboxKindMessages;
  }
}
