// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { challengesMessages } from './messages';

export const fr = {
  'challenges.intro': 'Des objectifs limités dans le temps, comme 10 visites en 30 jours, qui rapportent de l’XP bonus.',
  'challenges.empty.title': 'Aucun défi ouvert',
  'challenges.empty.body': 'De nouveaux défis ouvrent chaque semaine. En attendant, entretenez votre série avec une visite en salle.',
  'challenges.empty.gyms': 'Trouver une salle',
  'challenges.empty.leaderboard': 'Voir le classement',
} satisfies Translation<typeof challengesMessages>;
