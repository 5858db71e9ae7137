// The English copy of the activity history. It loads with the screens that show it: importing this
// module registers it (i18n/messages/registry.ts), and each file that shows one of these strings
// imports it. es, fr and pt translate the same keys in i18n/messages/<code>.ts.
import { registerMessages } from '../../i18n/messages/registry';

export const activityMessages = registerMessages({
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
});
