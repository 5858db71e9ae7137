// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { notFoundMessages } from './messages';

export const es = {
  'notFound.title': 'Página no encontrada',
  'notFound.body': 'No hay ninguna página en {path}. Puede que se haya movido o que el enlace esté mal escrito.',
  'notFound.home': 'Ir a la pantalla de inicio',
  'notFound.help': 'Visitar el centro de ayuda',
} satisfies Translation<typeof notFoundMessages>;
