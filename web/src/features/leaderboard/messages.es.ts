// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const es = {
  'leaderboard.intro':
    'Miembros ordenados por el XP que ganaron esta semana (de lunes a domingo, UTC) o desde siempre, en tu región o entre tus amigos. Convertir XP en SweatCoins nunca te baja de puesto.',
  'leaderboard.empty.title': 'La semana acaba de empezar',
  'leaderboard.empty.body':
    'La clasificación se llena a medida que los miembros ganan XP esta semana: haciendo check-in en un gimnasio, terminando entrenamientos, asistiendo a sesiones y completando retos.',
  'leaderboard.empty.checkin': 'Registrar entrada en un gimnasio',
  'leaderboard.empty.allTime.title': 'Aquí aún nadie ha ganado XP',
  'leaderboard.empty.allTime.body':
    'Sé el primero en esta clasificación: haz check-in en un gimnasio, termina un entrenamiento o asiste a una sesión.',
  'leaderboard.empty.friends.title': 'Aún no hay amigos en esta clasificación',
  'leaderboard.empty.friends.body': 'Los amigos que ganan XP aparecen aquí a tu lado. Busca amigos o comparte tu enlace de invitación.',
  'leaderboard.empty.findFriends': 'Buscar amigos',
  'leaderboard.period': 'Periodo',
  'leaderboard.scope': 'Quién',
  'leaderboard.weekly': 'Esta semana',
  'leaderboard.allTime': 'Histórico',
  'leaderboard.region': '{region}',
  'leaderboard.friends': 'Amigos',
  'leaderboard.loading': 'Cargando la clasificación',
  'leaderboard.offline': 'La clasificación necesita conexión.',
  'leaderboard.me': 'Eres el n.º {rank} con {score, number} XP',
  'leaderboard.me.none':
    'Aún no tienes XP en esta clasificación. Haz check-in, termina un entrenamiento o asiste a una sesión para entrar.',
  'leaderboard.you': 'Tú',
} satisfies Translation<typeof leaderboardMessages>;
