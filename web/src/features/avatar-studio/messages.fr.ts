// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { avatarStudioMessages } from './messages';

export const fr = {
  'avatarStudio.intro': 'Créez l’avatar qui vous représente dans les classements et sur le fil social.',
  'avatarStudio.empty.title': 'Pas encore d’avatar',
  'avatarStudio.empty.body':
    'Tant que vous n’en avez pas créé, vos initiales s’affichent. Les objets débloqués dans la boutique de récompenses apparaissent ici.',
  'avatarStudio.empty.store': 'Voir les récompenses',
  'avatarStudio.empty.profile': 'Retour au profil',
} satisfies Translation<typeof avatarStudioMessages>;
