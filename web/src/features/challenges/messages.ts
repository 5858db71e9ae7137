// The English copy of the challenges screen. It loads with the screens that show it: importing this
// module registers it (i18n/messages/registry.ts), and each file that shows one of these strings
// imports it. Its copy in the language being shown (messages.<code>.ts) starts loading as it
// registers, and the screen's route waits for it (withStrings in i18n/messages), so the screen
// never shows English or ids first.
import { type Messages, registerMessages } from '../../i18n/messages/registry';

export const challengesMessages = registerMessages(
  {
    'challenges.intro': 'Time-boxed goals, like 10 visits in 30 days, that pay out bonus XP.',
    'challenges.empty.title': 'No open challenges',
    'challenges.empty.body': 'New challenges open every week. Meanwhile, keep your streak going with a gym visit.',
    'challenges.empty.gyms': 'Find a gym',
    'challenges.empty.leaderboard': 'See the leaderboard',
  },
  {
    es: (): Promise<Messages> => import('./messages.es').then((module) => module.es),
    fr: (): Promise<Messages> => import('./messages.fr').then((module) => module.fr),
    pt: (): Promise<Messages> => import('./messages.pt').then((module) => module.pt),
  },
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    challenges: typeof challengesMessages;
  }
}
