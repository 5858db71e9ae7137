// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { socialMessages } from './messages';

export const es = {
  'social.title': 'Social',
  'social.intro': 'Entrenamientos, entradas y logros de las personas que sigues.',
  'social.empty.title': 'Tu muro está tranquilo',
  'social.empty.body': 'Encuentra un compañero de entrenamiento o únete a un reto y sus novedades aparecerán aquí.',
  'social.empty.fitMatch': 'Buscar compañero de entrenamiento',
  'social.empty.challenges': 'Unirse a un reto',
} satisfies Translation<typeof socialMessages>;
