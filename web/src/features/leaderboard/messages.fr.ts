// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const fr = {
  'leaderboard.intro': 'Les membres classés par XP, cette semaine ou depuis toujours, dans votre région ou entre amis.',
  'leaderboard.empty.title': 'La semaine vient de commencer',
  'leaderboard.empty.body':
    'Le classement se remplit à mesure que les membres pointent et terminent des défis. Gagnez de l’XP pour y prendre place.',
  'leaderboard.empty.checkin': 'Pointer dans une salle',
  'leaderboard.period': 'Période',
  'leaderboard.scope': 'Qui',
  'leaderboard.weekly': 'Cette semaine',
  'leaderboard.allTime': 'Depuis le début',
  'leaderboard.region': '{region}',
  'leaderboard.friends': 'Amis',
  'leaderboard.loading': 'Chargement du classement',
  'leaderboard.offline': 'Le classement nécessite une connexion.',
  'leaderboard.me': 'Vous êtes n° {rank} avec {score, number} XP',
  'leaderboard.me.none': 'Vous n’avez pas encore d’XP dans ce classement. Pointez dans une salle pour y entrer.',
  'leaderboard.you': 'Vous',
} satisfies Translation<typeof leaderboardMessages>;
