// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { fitverseMessages } from './messages';

export const es = {
  'fitverse.intro': 'Todo FitChoice en una rueda, agrupado por lo que quieres hacer. Gírala para ver la propuesta de hoy.',
  'fitverse.wheel': 'Áreas de FitChoice',
  'fitverse.hint': 'Las flechas recorren la rueda; Intro abre un área; Escape vuelve atrás.',
  'fitverse.area.train': 'Entrenar',
  'fitverse.area.book': 'Reservar',
  'fitverse.area.earn': 'Ganar',
  'fitverse.area.connect': 'Conectar',
  'fitverse.area.wellbeing': 'Bienestar',
  'fitverse.item.checkin': 'Check-in QR',
  'fitverse.item.wallet': 'Monedero',
  'fitverse.item.moodAi': 'IA de ánimo',
  'fitverse.item.motivation': 'Motivación IA',
  'fitverse.badge.book': '{count, plural, one {# reserva hoy} many {# reservas hoy} other {# reservas hoy}}',
  'fitverse.badge.earn':
    '{count, plural, one {# reto aún abierto esta semana} many {# retos aún abiertos esta semana} other {# retos aún abiertos esta semana}}',
  'fitverse.spin': 'Girar',
  'fitverse.pick.title': 'La propuesta de hoy',
  'fitverse.pick.none': 'Gira la rueda y elegirá algo para hoy.',
  'fitverse.pick.workout': '{name}, un entrenamiento guiado de {minutes} minutos.',
  'fitverse.pick.challenge': 'Termina el reto de esta semana: vas por {progress} de {target}.',
  'fitverse.pick.go': 'Vamos',
} satisfies Translation<typeof fitverseMessages>;
