// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const fr = {
  'leaderboard.intro':
    'Les membres classés selon l’XP gagnée cette semaine (du lundi au dimanche, UTC) ou depuis toujours, dans votre région ou entre amis. Convertir de l’XP en SweatCoins ne vous fait jamais perdre de places.',
  'leaderboard.empty.title': 'La semaine vient de commencer',
  'leaderboard.empty.body':
    'Le classement se remplit à mesure que les membres gagnent de l’XP cette semaine : en s’enregistrant en salle, en terminant des entraînements, en suivant des séances et en relevant des défis.',
  'leaderboard.empty.checkin': 'Pointer dans une salle',
  'leaderboard.empty.allTime.title': 'Personne n’a encore gagné d’XP ici',
  'leaderboard.empty.allTime.body':
    'Soyez le premier de ce classement : enregistrez-vous en salle, terminez un entraînement ou suivez une séance.',
  'leaderboard.empty.friends.title': 'Aucun ami dans ce classement pour l’instant',
  'leaderboard.empty.friends.body':
    'Les amis qui gagnent de l’XP apparaissent ici à vos côtés. Trouvez des amis ou partagez votre lien d’invitation.',
  'leaderboard.empty.findFriends': 'Trouver des amis',
  'leaderboard.period': 'Période',
  'leaderboard.scope': 'Qui',
  'leaderboard.weekly': 'Cette semaine',
  'leaderboard.allTime': 'Depuis le début',
  'leaderboard.region': '{region}',
  'leaderboard.friends': 'Amis',
  'leaderboard.loading': 'Chargement du classement',
  'leaderboard.offline': 'Le classement nécessite une connexion.',
  'leaderboard.me': 'Vous êtes n° {rank} avec {score, number} XP',
  'leaderboard.me.none':
    'Vous n’avez pas encore d’XP dans ce classement. Enregistrez-vous, terminez un entraînement ou suivez une séance pour y entrer.',
  'leaderboard.you': 'Vous',
} satisfies Translation<typeof leaderboardMessages>;
