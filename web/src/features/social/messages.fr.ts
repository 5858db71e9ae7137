// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { socialMessages } from './messages';

export const fr = {
  'social.title': 'Social',
  'social.intro': 'Séances, pointages et étapes franchies par les personnes que vous suivez.',
  'social.empty.title': 'Votre fil est calme',
  'social.empty.body': 'Trouvez un partenaire d’entraînement ou rejoignez un défi, et leurs nouvelles apparaîtront ici.',
  'social.empty.fitMatch': 'Trouver un partenaire d’entraînement',
  'social.empty.challenges': 'Rejoindre un défi',
} satisfies Translation<typeof socialMessages>;
