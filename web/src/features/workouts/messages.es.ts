// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { workoutsMessages } from './messages';

export const es = {
  'celebrityWorkouts.intro': 'Rutinas de deportistas y entrenadores conocidos, adaptadas a tu gimnasio.',
  'celebrityWorkouts.empty.title': 'Aún no hay rutinas en tu región',
  'celebrityWorkouts.empty.body': 'Las rutinas se publican junto con sus creadores y aparecen aquí cuando están disponibles.',
  'celebrityWorkouts.empty.challenges': 'Probar un reto',
  'celebrityWorkouts.empty.vr': 'Probar entrenamientos de RV',
  'vrWorkouts.intro': 'Entrenamientos guiados para gafas de realidad virtual, que suman XP como una visita al gimnasio.',
  'vrWorkouts.empty.title': 'No hay gafas conectadas',
  'vrWorkouts.empty.body': 'Abre FitChoice en el navegador de tus gafas para ver los entrenamientos de RV disponibles.',
  'vrWorkouts.empty.celebrity': 'Entrenamientos de famosos',
  'vrWorkouts.empty.challenges': 'Unirse a un reto',
} satisfies Translation<typeof workoutsMessages>;
