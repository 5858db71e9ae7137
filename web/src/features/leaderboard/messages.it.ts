// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const it = {
  'leaderboard.intro': 'I membri in ordine di XP, questa settimana o di sempre, nella tua regione o tra i tuoi amici.',
  'leaderboard.empty.title': 'La settimana è appena iniziata',
  'leaderboard.empty.body':
    'La classifica si riempie man mano che i membri fanno il check-in e completano sfide. Guadagna XP per conquistare un posto.',
  'leaderboard.empty.checkin': 'Fai il check-in in palestra',
  'leaderboard.period': 'Periodo',
  'leaderboard.scope': 'Chi',
  'leaderboard.weekly': 'Questa settimana',
  'leaderboard.allTime': 'Di sempre',
  'leaderboard.region': '{region}',
  'leaderboard.friends': 'Amici',
  'leaderboard.loading': 'Caricamento della classifica',
  'leaderboard.offline': 'La classifica richiede una connessione.',
  'leaderboard.me': 'Sei al {rank}° posto con {score, number} XP',
  'leaderboard.me.none': 'Non hai ancora XP in questa classifica. Fai il check-in in palestra per entrarci.',
  'leaderboard.you': 'Tu',
} satisfies Translation<typeof leaderboardMessages>;
