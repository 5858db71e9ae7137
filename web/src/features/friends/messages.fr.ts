// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { friendsMessages } from './messages';

export const fr = {
  'friendsFeatures.intro': 'Entraînez-vous entre amis : séries partagées, réservations de groupe et compétition amicale.',
  'friendsFeatures.empty.title': 'Aucun ami ajouté pour l’instant',
  'friendsFeatures.empty.body': 'Ajoutez les partenaires d’entraînement rencontrés via fit match ou le fil social.',
  'friendsFeatures.empty.fitMatch': 'Trouver un partenaire d’entraînement',
  'friendsFeatures.empty.social': 'Ouvrir le fil social',
} satisfies Translation<typeof friendsMessages>;
