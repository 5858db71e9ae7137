// The English copy of the friends features screen. It loads with the screens that show it:
// importing this module registers it (i18n/messages/registry.ts), and each file that shows one of
// these strings imports it. Its copy in the language being shown (messages.<code>.ts) starts
// loading as it registers, and the screen's route waits for it (withStrings in i18n/messages), so
// the screen never shows English or ids first.
import { type Messages, registerMessages } from '../../i18n/messages/registry';

export const friendsMessages = registerMessages(
  {
    'friendsFeatures.intro': 'Train with friends: shared streaks, group bookings and friendly competition.',
    'friendsFeatures.empty.title': 'No friends added yet',
    'friendsFeatures.empty.body': 'Connect with workout partners you meet through fit match or the social feed.',
    'friendsFeatures.empty.fitMatch': 'Find a workout partner',
    'friendsFeatures.empty.social': 'Open the social feed',
  },
  {
    es: (): Promise<Messages> => import('./messages.es').then((module) => module.es),
    fr: (): Promise<Messages> => import('./messages.fr').then((module) => module.fr),
    pt: (): Promise<Messages> => import('./messages.pt').then((module) => module.pt),
  },
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    friends: typeof friendsMessages;
  }
}
