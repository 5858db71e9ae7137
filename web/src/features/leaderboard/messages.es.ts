// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const es = {
  'leaderboard.intro': 'Miembros clasificados por XP, esta semana o de siempre, en tu región o entre tus amigos.',
  'leaderboard.empty.title': 'La semana acaba de empezar',
  'leaderboard.empty.body':
    'La clasificación se llena a medida que los miembros registran entradas y terminan retos. Gana XP para conseguir un puesto.',
  'leaderboard.empty.checkin': 'Registrar entrada en un gimnasio',
  'leaderboard.period': 'Periodo',
  'leaderboard.scope': 'Quién',
  'leaderboard.weekly': 'Esta semana',
  'leaderboard.allTime': 'Histórico',
  'leaderboard.region': '{region}',
  'leaderboard.friends': 'Amigos',
  'leaderboard.loading': 'Cargando la clasificación',
  'leaderboard.offline': 'La clasificación necesita conexión.',
  'leaderboard.me': 'Eres el n.º {rank} con {score, number} XP',
  'leaderboard.me.none': 'Aún no tienes XP en esta clasificación. Registra tu entrada en un gimnasio para unirte.',
  'leaderboard.you': 'Tú',
} satisfies Translation<typeof leaderboardMessages>;
