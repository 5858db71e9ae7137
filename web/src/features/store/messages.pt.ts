// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { storeMessages } from './messages';

export const pt = {
  'store.intro': 'Gaste SweatCoins em diárias, aulas, equipamentos e ofertas de parceiros.',
  'store.empty.title': 'Ainda não há recompensas na sua região',
  'store.empty.body': 'Recompensas de academias e marcas parceiras aparecem aqui com o preço em SweatCoins.',
  'store.empty.wallet': 'Ver seu saldo',
  'store.empty.challenges': 'Ganhe mais com desafios',
} satisfies Translation<typeof storeMessages>;
