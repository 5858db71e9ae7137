// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { avatarStudioMessages } from './messages';

export const es = {
  'avatarStudio.intro': 'Diseña el avatar que te representa en las clasificaciones y en el muro social.',
  'avatarStudio.empty.title': 'Aún no tienes avatar',
  'avatarStudio.empty.body':
    'Hasta que diseñes uno, se muestran tus iniciales. Los objetos que desbloquees en la tienda de recompensas aparecen aquí.',
  'avatarStudio.empty.store': 'Ver recompensas',
  'avatarStudio.empty.profile': 'Volver al perfil',
} satisfies Translation<typeof avatarStudioMessages>;
