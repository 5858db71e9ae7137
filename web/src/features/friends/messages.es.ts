// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { friendsMessages } from './messages';

export const es = {
  'friendsFeatures.intro': 'Entrena con amigos: rachas compartidas, reservas en grupo y competición amistosa.',
  'friendsFeatures.empty.title': 'Aún no has añadido amigos',
  'friendsFeatures.empty.body': 'Conecta con compañeros de entrenamiento que conozcas en fit match o en el muro social.',
  'friendsFeatures.empty.fitMatch': 'Buscar compañero de entrenamiento',
  'friendsFeatures.empty.social': 'Abrir el muro social',
} satisfies Translation<typeof friendsMessages>;
