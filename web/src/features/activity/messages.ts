// The English copy of the activity history. It loads with the screens that show it: importing this
// module registers it (i18n/messages/registry.ts), and each file that shows one of these strings
// imports it. Its copy in the language being shown (messages.<code>.ts) starts loading as it
// registers, and the screen's route waits for it (withStrings in i18n/messages), so the screen
// never shows English or ids first.
import { registerMessages } from '../../i18n/messages/registry';

export const activityMessages = registerMessages(
  {
    'activity.intro': 'Your check-ins, workouts and the XP each one earned.',
    'activity.empty.title': 'No activity yet',
    'activity.empty.body': 'Each check-in and finished workout is listed here with the XP it earned and your current streak.',
    'activity.empty.checkin': 'Check in at a gym',
    'activity.empty.challenges': 'Join a challenge',

    'activity.loading': 'Loading your activity',
    'activity.offline': 'Your activity needs a connection.',
    'activity.more': 'Show older activity',
    'activity.xp': '{sign}{xp, number} XP',
    'activity.coins': '{sign}{coins} SweatCoins',
    'activity.entry.purchase': 'Bought SweatCoins with ETH',
    'activity.entry.conversion': 'Converted {xp, number} XP into SweatCoins',
    'activity.entry.checkin': 'Checked in at {gym}',
    'activity.entry.review': 'Reviewed {gym} ({stars}★)',
    'activity.entry.booking': 'Booked {gym} for {when}',
    'activity.entry.cancellation': 'Cancelled {gym} on {when}',
    'activity.entry.redemption': '{quantity, plural, one {Redeemed {reward}} other {Redeemed # × {reward}}}',
    'activity.entry.challenge': 'Completed {challenges}',
    'activity.entry.workout': 'Finished {program}{mode, select, vr { in VR} other {}} ({minutes} min)',
    'activity.entry.sessionBooked': 'Booked a session with {name} for {when}',
    'activity.entry.sessionCancelled': 'Cancelled the session with {name} on {when}',
    'activity.entry.sessionAttended': 'Attended a session with {name} on {when}',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    activity: typeof activityMessages;
  }
}
