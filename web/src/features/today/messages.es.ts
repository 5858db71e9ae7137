// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the member's day when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { todayMessages } from './messages';

export const es = {
  'today.today': 'Tu día',
  'today.next': 'Próxima visita',
  'today.next.visit': '{gym}, {when}',
  'today.next.none': 'Aún no tienes visitas reservadas.',
  'today.next.checkin': 'Hacer check-in ahora',
  'today.next.opens': 'El check-in abre a las {time}.',
  'today.streak.start': 'Haz check-in hoy para empezar una racha.',
  'today.streak.keep':
    '{days, plural, one {Racha de # día} many {Racha de # días} other {Racha de # días}}: haz check-in hoy para mantenerla.',
  'today.streak.kept': '{days, plural, one {Racha de # día} many {Racha de # días} other {Racha de # días}}: hoy ya hiciste check-in.',
  'today.week': 'Esta semana: {visits, plural, =0 {aún sin visitas} one {# visita} many {# visitas} other {# visitas}}',
  'today.findGym': 'Buscar un gimnasio',
  'today.challenge': 'Lo más cerca de lograrlo',
  'today.challenge.open': 'Ver el reto',
  'today.challenge.none': 'Únete a un reto para ver aquí tu progreso.',
  'today.challenge.find': 'Buscar un reto',
  'today.suggestion.coach': 'La sesión de hoy de tu coach',
  'today.suggestion.session': '{focus}, unos {minutes} min',
  'today.suggestion.openPlan': 'Abrir mi plan',
  'today.suggestion.gym': 'Con sitio ahora cerca',
  'today.suggestion.gymWhy': 'Abierto ahora, con plazas libres · {distance}',
  'today.suggestion.openGym': 'Ver el gimnasio',
} satisfies Translation<typeof todayMessages>;
