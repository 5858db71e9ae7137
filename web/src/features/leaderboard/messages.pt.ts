// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const pt = {
  'leaderboard.intro': 'Membros classificados por XP, nesta semana ou desde sempre, na sua região ou entre amigos.',
  'leaderboard.empty.title': 'A semana acabou de começar',
  'leaderboard.empty.body':
    'O ranking se preenche à medida que os membros fazem check-in e concluem desafios. Ganhe XP para garantir seu lugar.',
  'leaderboard.empty.checkin': 'Fazer check-in numa academia',
  'leaderboard.period': 'Período',
  'leaderboard.scope': 'Quem',
  'leaderboard.weekly': 'Esta semana',
  'leaderboard.allTime': 'Desde o início',
  'leaderboard.region': '{region}',
  'leaderboard.friends': 'Amigos',
  'leaderboard.loading': 'Carregando o ranking',
  'leaderboard.offline': 'O ranking precisa de conexão.',
  'leaderboard.me': 'Você é o nº {rank} com {score, number} XP',
  'leaderboard.me.none': 'Você ainda não tem XP neste ranking. Faça check-in numa academia para entrar.',
  'leaderboard.you': 'Você',
} satisfies Translation<typeof leaderboardMessages>;
