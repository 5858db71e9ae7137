// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { storeMessages } from './messages';

export const es = {
  'store.intro': 'Gasta SweatCoins en pases de día, clases, equipamiento y ofertas de socios.',
  'store.empty.title': 'Aún no hay recompensas en tu región',
  'store.empty.body': 'Las recompensas de gimnasios y marcas asociadas aparecen aquí con su precio en SweatCoins.',
  'store.empty.wallet': 'Consultar tu saldo',
  'store.empty.challenges': 'Gana más con los retos',
} satisfies Translation<typeof storeMessages>;
