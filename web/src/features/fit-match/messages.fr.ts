// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { fitMatchMessages } from './messages';

export const fr = {
  'fitMatch.intro': 'Rencontrez des personnes qui s’entraînent dans vos salles, aux mêmes heures et à votre niveau.',
  'fitMatch.empty.title': 'Pas encore de correspondance',
  'fitMatch.empty.body':
    'Les suggestions viennent des salles que vous fréquentez et de vos horaires. Pointez quelques fois pour recevoir les premières.',
  'fitMatch.empty.gyms': 'Trouver une salle',
  'fitMatch.empty.social': 'Ouvrir le fil social',
} satisfies Translation<typeof fitMatchMessages>;
