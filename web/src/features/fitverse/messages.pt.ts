// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { fitverseMessages } from './messages';

export const pt = {
  'fitverse.intro': 'Todo o FitChoice numa roda, agrupado pelo que você quer fazer. Gire para ver a sugestão de hoje.',
  'fitverse.wheel': 'Áreas do FitChoice',
  'fitverse.hint': 'As setas percorrem a roda; Enter abre uma área; Esc volta.',
  'fitverse.area.train': 'Treinar',
  'fitverse.area.book': 'Reservar',
  'fitverse.area.earn': 'Ganhar',
  'fitverse.area.connect': 'Conectar',
  'fitverse.area.wellbeing': 'Bem-estar',
  'fitverse.item.checkin': 'Check-in QR',
  'fitverse.item.wallet': 'Carteira',
  'fitverse.item.moodAi': 'IA de humor',
  'fitverse.item.motivation': 'Motivação IA',
  'fitverse.badge.book': '{count, plural, one {# reserva hoje} many {# reservas hoje} other {# reservas hoje}}',
  'fitverse.badge.earn':
    '{count, plural, one {# desafio ainda aberto nesta semana} many {# desafios ainda abertos nesta semana} other {# desafios ainda abertos nesta semana}}',
  'fitverse.spin': 'Girar',
  'fitverse.pick.title': 'A sugestão de hoje',
  'fitverse.pick.none': 'Gire a roda e ela escolhe algo para hoje.',
  'fitverse.pick.workout': '{name}, um treino guiado de {minutes} minutos.',
  'fitverse.pick.challenge': 'Conclua o desafio da semana: você está em {progress} de {target}.',
  'fitverse.pick.go': 'Vamos lá',
} satisfies Translation<typeof fitverseMessages>;
