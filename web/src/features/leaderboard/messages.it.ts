// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const it = {
  'leaderboard.intro':
    'I membri in classifica per gli XP guadagnati questa settimana (da lunedì a domenica, UTC) o da sempre, nella tua regione o tra i tuoi amici. Convertire XP in SweatCoins non ti fa mai perdere posizioni.',
  'leaderboard.empty.title': 'La settimana è appena iniziata',
  'leaderboard.empty.body':
    'La classifica si riempie man mano che i membri guadagnano XP questa settimana: con i check-in in palestra, gli allenamenti completati, le sessioni frequentate e le sfide completate.',
  'leaderboard.empty.checkin': 'Fai il check-in in palestra',
  'leaderboard.empty.allTime.title': 'Qui nessuno ha ancora guadagnato XP',
  'leaderboard.empty.allTime.body':
    'Sii il primo in questa classifica: fai check-in in palestra, completa un allenamento o partecipa a una sessione.',
  'leaderboard.empty.friends.title': 'Ancora nessun amico in questa classifica',
  'leaderboard.empty.friends.body':
    'Gli amici che guadagnano XP compaiono qui accanto a te. Trova amici o condividi il tuo link di invito.',
  'leaderboard.empty.findFriends': 'Trova amici',
  'leaderboard.period': 'Periodo',
  'leaderboard.scope': 'Chi',
  'leaderboard.weekly': 'Questa settimana',
  'leaderboard.allTime': 'Di sempre',
  'leaderboard.region': '{region}',
  'leaderboard.friends': 'Amici',
  'leaderboard.loading': 'Caricamento della classifica',
  'leaderboard.offline': 'La classifica richiede una connessione.',
  'leaderboard.me': 'Sei al {rank}° posto con {score, number} XP',
  'leaderboard.me.none':
    'Non hai ancora XP in questa classifica. Fai check-in, completa un allenamento o partecipa a una sessione per entrarci.',
  'leaderboard.you': 'Tu',
} satisfies Translation<typeof leaderboardMessages>;
