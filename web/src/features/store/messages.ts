// The English copy of the rewards store. It loads with the screens that show it: importing this
// module registers it (i18n/messages/registry.ts), and each file that shows one of these strings
// imports it. es, fr and pt translate the same keys in i18n/messages/<code>.ts.
import { registerMessages } from '../../i18n/messages/registry';

export const storeMessages = registerMessages({
  'store.intro': 'Spend SweatCoins on day passes, classes, gear and partner offers.',
  'store.empty.title': 'No rewards in your region yet',
  'store.empty.body': 'Rewards from partner gyms and brands appear here with their price in SweatCoins.',
  'store.empty.wallet': 'Check your balance',
  'store.empty.challenges': 'Earn more with challenges',
});
