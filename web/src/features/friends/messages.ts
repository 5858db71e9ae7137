// The English copy of the friends features screen. It loads with the screens that show it:
// importing this module registers it (i18n/messages/registry.ts), and each file that shows one of
// these strings imports it. es, fr and pt translate the same keys in i18n/messages/<code>.ts.
import { registerMessages } from '../../i18n/messages/registry';

export const friendsMessages = registerMessages({
  'friendsFeatures.intro': 'Train with friends: shared streaks, group bookings and friendly competition.',
  'friendsFeatures.empty.title': 'No friends added yet',
  'friendsFeatures.empty.body': 'Connect with workout partners you meet through fit match or the social feed.',
  'friendsFeatures.empty.fitMatch': 'Find a workout partner',
  'friendsFeatures.empty.social': 'Open the social feed',
});
