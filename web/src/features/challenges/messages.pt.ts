// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { challengesMessages } from './messages';

export const pt = {
  'challenges.intro': 'Metas com prazo, como 10 visitas em 30 dias, que rendem XP extra.',
  'challenges.empty.title': 'Nenhum desafio aberto',
  'challenges.empty.body': 'Novos desafios abrem toda semana. Enquanto isso, mantenha sua sequência com uma visita à academia.',
  'challenges.empty.gyms': 'Encontrar academia',
  'challenges.empty.leaderboard': 'Ver o ranking',
} satisfies Translation<typeof challengesMessages>;
