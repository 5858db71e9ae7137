// The English copy of the friends features screen. It loads with the screens that show it:
// importing this module registers it (i18n/messages/registry.ts), and each file that shows one of
// these strings imports it. Its copy in the language being shown (messages.<code>.ts) starts
// loading as it registers, and the screen's route waits for it (withStrings in i18n/messages), so
// the screen never shows English or ids first.
import { registerMessages } from '../../i18n/messages/registry';

export const friendsMessages = registerMessages(
  {
    'friendsFeatures.intro': 'Find friends, see what they share, and choose what you share.',
    'friendsFeatures.add': 'Add {name} as a friend',
    'friendsFeatures.relation.self': 'You',
    'friendsFeatures.relation.friend': 'Friends',
    'friendsFeatures.relation.requested': 'Request sent',
    'friendsFeatures.relation.incoming': 'Wants to be your friend',
    'friendsFeatures.search.title': 'Find members',
    'friendsFeatures.search.label': 'Name or email',
    'friendsFeatures.search.submit': 'Search',
    'friendsFeatures.search.none': 'Nobody found. Members appear only if they let others find them.',
    'friendsFeatures.search.results': 'Members found',
    'friendsFeatures.invite.from': '{name} invited you to be friends',
    'friendsFeatures.invite.title': 'Your invite link',
    'friendsFeatures.invite.copy': 'Copy invite link',
    'friendsFeatures.invite.copied': 'Copied',
    'friendsFeatures.queued': "Saved: it is sent when you're back online.",
    'friendsFeatures.requests.title': 'Friend requests',
    'friendsFeatures.requests.from': '{name} wants to be your friend',
    'friendsFeatures.requests.to': 'You asked {name}',
    'friendsFeatures.requests.accept': 'Accept',
    'friendsFeatures.requests.decline': 'Decline',
    'friendsFeatures.requests.cancel': 'Cancel request',
    'friendsFeatures.friends.title': '{count, plural, =0 {Friends} one {# friend} other {# friends}}',
    'friendsFeatures.empty.body': 'No friends yet: find members above, or share your invite link.',
    'friendsFeatures.friends.message': 'Message',
    'friendsFeatures.friends.remove': 'Remove',
    'friendsFeatures.friends.block': 'Block',
    'friendsFeatures.blocked.title': 'Blocked',
    'friendsFeatures.blocked.unblock': 'Unblock',
    'friendsFeatures.activity.title': "Friends' activity",
    'friendsFeatures.activity.none': 'Nothing shared yet.',
    'friendsFeatures.activity.checkin': 'checked in',
    'friendsFeatures.activity.challenge': 'completed a challenge',
    'friendsFeatures.activity.session': 'had a session',
    'friendsFeatures.settings.title': 'Your settings',
    'friendsFeatures.settings.privacy': 'Privacy and sharing',
    'friendsFeatures.settings.findable': 'Let members find me by name or email',
    'friendsFeatures.settings.share.checkins': 'Share my check-ins with friends',
    'friendsFeatures.settings.share.challenges': 'Share completed challenges with friends',
    'friendsFeatures.settings.share.sessions': 'Share my sessions with friends',
    'friendsFeatures.settings.autoPost.checkins': 'Post automatically when I check in',
    'friendsFeatures.settings.autoPost.challenges': 'Post automatically when I complete a challenge',
    'friendsFeatures.settings.push': 'Notifications',
    'friendsFeatures.settings.push.message': 'New messages',
    'friendsFeatures.settings.push.friend_request': 'Friend requests',
    'friendsFeatures.settings.push.match': 'Fit matches',
    'friendsFeatures.settings.push.booking_reminder': 'Booking reminders (2 hours before)',
    'friendsFeatures.settings.push.motivation': 'Daily motivation reminder (at the time you chose)',
    'friendsFeatures.settings.push.booking_update': 'Changes to what I booked (a gym or trainer pauses, a session is cancelled or moved)',
    'friendsFeatures.refused.already': 'You are friends already. Discard this.',
    'friendsFeatures.refused.gone': 'That member or request no longer exists. Discard this.',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    friends: typeof friendsMessages;
  }
}
