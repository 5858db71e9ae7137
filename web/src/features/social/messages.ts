// The English copy of the social screen. It loads with the screens that show it: importing this
// module registers it (i18n/messages/registry.ts), and each file that shows one of these strings
// imports it. es, fr and pt translate the same keys in i18n/messages/<code>.ts.
import { registerMessages } from '../../i18n/messages/registry';

export const socialMessages = registerMessages({
  'social.title': 'Social',
  'social.intro': 'Workouts, check-ins and milestones from the people you follow.',
  'social.empty.title': 'Your feed is quiet',
  'social.empty.body': 'Find a workout partner or join a challenge and their updates will appear here.',
  'social.empty.fitMatch': 'Find a workout partner',
  'social.empty.challenges': 'Join a challenge',
});
