// The Portuguese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the member's day when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { todayMessages } from './messages';

export const pt = {
  'today.today': 'Seu dia',
  'today.next': 'Próxima visita',
  'today.next.visit': '{gym}, {when}',
  'today.next.none': 'Nenhuma visita reservada ainda.',
  'today.next.checkin': 'Fazer check-in agora',
  'today.next.opens': 'O check-in abre às {time}.',
  'today.streak.start': 'Faça check-in hoje para começar uma sequência.',
  'today.streak.keep':
    '{days, plural, one {Sequência de # dia} many {Sequência de # dias} other {Sequência de # dias}}: faça check-in hoje para mantê-la.',
  'today.streak.kept':
    '{days, plural, one {Sequência de # dia} many {Sequência de # dias} other {Sequência de # dias}}: você fez check-in hoje.',
  'today.week': 'Esta semana: {visits, plural, =0 {nenhuma visita ainda} one {# visita} many {# visitas} other {# visitas}}',
  'today.findGym': 'Encontrar uma academia',
  'today.challenge': 'Mais perto de concluir',
  'today.challenge.open': 'Ver o desafio',
  'today.challenge.none': 'Entre em um desafio para ver seu progresso aqui.',
  'today.challenge.find': 'Encontrar um desafio',
  'today.suggestion.coach': 'A sessão de hoje do seu coach',
  'today.suggestion.session': '{focus}, cerca de {minutes} min',
  'today.suggestion.openPlan': 'Abrir meu plano',
  'today.suggestion.gym': 'Com vaga agora, perto de você',
  'today.suggestion.gymWhy': 'Aberta agora, com vagas livres · {distance}',
  'today.suggestion.openGym': 'Ver a academia',
} satisfies Translation<typeof todayMessages>;
