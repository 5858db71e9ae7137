// The English copy of the social screen. It loads with the screens that show it: importing this
// module registers it (i18n/messages/registry.ts), and each file that shows one of these strings
// imports it. Its copy in the language being shown (messages.<code>.ts) starts loading as it
// registers, and the screen's route waits for it (withStrings in i18n/messages), so the screen
// never shows English or ids first.
import { type Messages, registerMessages } from '../../i18n/messages/registry';

export const socialMessages = registerMessages(
  {
    'social.title': 'Social',
    'social.intro': 'Workouts, check-ins and milestones from the people you follow.',
    'social.empty.title': 'Your feed is quiet',
    'social.empty.body': 'Find a workout partner or join a challenge and their updates will appear here.',
    'social.empty.fitMatch': 'Find a workout partner',
    'social.empty.challenges': 'Join a challenge',
  },
  {
    es: (): Promise<Messages> => import('./messages.es').then((module) => module.es),
    fr: (): Promise<Messages> => import('./messages.fr').then((module) => module.fr),
    pt: (): Promise<Messages> => import('./messages.pt').then((module) => module.pt),
  },
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    social: typeof socialMessages;
  }
}
