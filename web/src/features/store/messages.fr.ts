// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { storeMessages } from './messages';

export const fr = {
  'store.intro': 'Dépensez vos SweatCoins en entrées à la journée, cours, équipement et offres partenaires.',
  'store.empty.title': 'Pas encore de récompenses dans votre région',
  'store.empty.body': 'Les récompenses des salles et marques partenaires apparaissent ici avec leur prix en SweatCoins.',
  'store.empty.wallet': 'Consulter votre solde',
  'store.empty.challenges': 'Gagner plus avec les défis',
} satisfies Translation<typeof storeMessages>;
