// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { fitMatchMessages } from './messages';

export const es = {
  'fitMatch.intro': 'Conoce a gente que entrena en tus gimnasios, a tus horas y a tu nivel.',
  'fitMatch.empty.title': 'Aún no hay coincidencias',
  'fitMatch.empty.body':
    'Las sugerencias salen de los gimnasios que visitas y de tus horarios. Registra tu entrada unas cuantas veces para recibir las primeras.',
  'fitMatch.empty.gyms': 'Buscar gimnasio',
  'fitMatch.empty.social': 'Abrir el muro social',
} satisfies Translation<typeof fitMatchMessages>;
