// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const pt = {
  'leaderboard.intro':
    'Membros classificados pelo XP que ganharam nesta semana (de segunda a domingo, UTC) ou desde sempre, na sua região ou entre seus amigos. Converter XP em SweatCoins nunca diminui sua posição.',
  'leaderboard.empty.title': 'A semana acabou de começar',
  'leaderboard.empty.body':
    'O ranking se preenche conforme os membros ganham XP nesta semana: fazendo check-in numa academia, concluindo treinos, participando de sessões e completando desafios.',
  'leaderboard.empty.checkin': 'Fazer check-in numa academia',
  'leaderboard.empty.allTime.title': 'Ninguém ganhou XP aqui ainda',
  'leaderboard.empty.allTime.body':
    'Seja o primeiro deste ranking: faça check-in numa academia, conclua um treino ou participe de uma sessão.',
  'leaderboard.empty.friends.title': 'Ainda não há amigos neste ranking',
  'leaderboard.empty.friends.body': 'Amigos que ganham XP aparecem aqui ao seu lado. Encontre amigos ou compartilhe seu link de convite.',
  'leaderboard.empty.findFriends': 'Encontrar amigos',
  'leaderboard.period': 'Período',
  'leaderboard.scope': 'Quem',
  'leaderboard.weekly': 'Esta semana',
  'leaderboard.allTime': 'Desde o início',
  'leaderboard.region': '{region}',
  'leaderboard.friends': 'Amigos',
  'leaderboard.loading': 'Carregando o ranking',
  'leaderboard.offline': 'O ranking precisa de conexão.',
  'leaderboard.me': 'Você é o nº {rank} com {score, number} XP',
  'leaderboard.me.none': 'Você ainda não tem XP neste ranking. Faça check-in, conclua um treino ou participe de uma sessão para entrar.',
  'leaderboard.you': 'Você',
} satisfies Translation<typeof leaderboardMessages>;
