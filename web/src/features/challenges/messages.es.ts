// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { challengesMessages } from './messages';

export const es = {
  'challenges.intro': 'Objetivos con plazo, como 10 visitas en 30 días, que dan XP extra.',
  'challenges.empty.title': 'No hay retos abiertos',
  'challenges.empty.body': 'Cada semana se abren retos nuevos. Mientras tanto, mantén tu racha con una visita al gimnasio.',
  'challenges.empty.gyms': 'Buscar gimnasio',
  'challenges.empty.leaderboard': 'Ver la clasificación',
} satisfies Translation<typeof challengesMessages>;
