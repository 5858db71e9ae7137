// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { moodTrackerMessages } from './messages';

export const fr = {
  'moodTracker.intro': 'Notez comment vous vous sentez avant et après l’entraînement et voyez comment le sport change votre semaine.',
  'moodTracker.empty.title': 'Aucune entrée pour l’instant',
  'moodTracker.empty.body':
    'Vos entrées apparaissent ici sous forme de graphique hebdomadaire. Humeur IA s’en sert pour proposer la séance du jour.',
  'moodTracker.empty.moodAi': 'Ouvrir Humeur IA',
  'moodTracker.empty.activity': 'Voir votre activité',
} satisfies Translation<typeof moodTrackerMessages>;
