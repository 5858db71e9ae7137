// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { moodTrackerMessages } from './messages';

export const es = {
  'moodTracker.intro': 'Anota cómo te sientes antes y después de entrenar y mira cómo cambia tu semana con el ejercicio.',
  'moodTracker.empty.title': 'Aún no hay entradas',
  'moodTracker.empty.body': 'Tus entradas aparecen aquí como un gráfico semanal. Ánimo IA las usa para sugerirte el entrenamiento de hoy.',
  'moodTracker.empty.moodAi': 'Abrir Ánimo IA',
  'moodTracker.empty.activity': 'Ver tu actividad',
} satisfies Translation<typeof moodTrackerMessages>;
