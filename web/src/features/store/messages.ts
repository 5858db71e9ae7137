// The English copy of the rewards store. It loads with the screens that show it: importing this
// module registers it (i18n/messages/registry.ts), and each file that shows one of these strings
// imports it. Its copy in the language being shown (messages.<code>.ts) starts loading as it
// registers, and the screen's route waits for it (withStrings in i18n/messages), so the screen
// never shows English or ids first.
import { type Messages, registerMessages } from '../../i18n/messages/registry';

export const storeMessages = registerMessages(
  {
    'store.intro': 'Spend SweatCoins on day passes, classes, gear and partner offers.',
    'store.empty.title': 'No rewards in your region yet',
    'store.empty.body': 'Rewards from partner gyms and brands appear here with their price in SweatCoins.',
    'store.empty.wallet': 'Check your balance',
    'store.empty.challenges': 'Earn more with challenges',
  },
  {
    es: (): Promise<Messages> => import('./messages.es').then((module) => module.es),
    fr: (): Promise<Messages> => import('./messages.fr').then((module) => module.fr),
    pt: (): Promise<Messages> => import('./messages.pt').then((module) => module.pt),
  },
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    store: typeof storeMessages;
  }
}
