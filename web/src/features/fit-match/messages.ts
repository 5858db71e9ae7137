// The English copy of the Fit Match screen. It loads with the screens that show it: importing this
// module registers it (i18n/messages/registry.ts), and each file that shows one of these strings
// imports it. Its copy in the language being shown (messages.<code>.ts) starts loading as it
// registers, and the screen's route waits for it (withStrings in i18n/messages), so the screen
// never shows English or ids first.
import { type Messages, registerMessages } from '../../i18n/messages/registry';

export const fitMatchMessages = registerMessages(
  {
    'fitMatch.intro': 'Meet people who train at your gyms, at your times and at your level.',
    'fitMatch.empty.title': 'No matches yet',
    'fitMatch.empty.body':
      'Matches are suggested from the gyms you visit and the times you train. Check in a few times to get your first suggestions.',
    'fitMatch.empty.gyms': 'Find a gym',
    'fitMatch.empty.social': 'Open the social feed',
  },
  {
    es: (): Promise<Messages> => import('./messages.es').then((module) => module.es),
    fr: (): Promise<Messages> => import('./messages.fr').then((module) => module.fr),
    pt: (): Promise<Messages> => import('./messages.pt').then((module) => module.pt),
  },
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    fitMatch: typeof fitMatchMessages;
  }
}
